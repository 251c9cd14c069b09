import { mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { uploadProblem } from '../../../core/media';
import { uploadPicture } from './media-api';
import { LinkEmbed, MediaFigure, MediaGallery, type FigureAttrs } from './media-figure';
import { PictureDialog } from './picture-dialog';
import { GalleryDialog } from './gallery-dialog';
import { EMBED_PROVIDERS, httpUrl } from '../../../core/embeds';
import { isHttpUrl } from '../../../core/article-input';

/** A video player by URL (YouTube, Vimeo): stored as an iframe the server's sanitizer allows. */
const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        width: '560',
        height: '315',
        allowfullscreen: 'true',
        title: 'Embedded video',
        class: 'aspect-video w-full max-w-2xl rounded-lg',
      }),
    ];
  },
});

/**
 * Where a locked story's public preview ends (docs/product.md, 'Access and the paywall'): one
 * divider, stored as `<hr data-preview-end>`; readers never see it as a line.
 */
const PreviewEnd = Node.create({
  name: 'previewEnd',
  group: 'block',
  atom: true,
  draggable: true,
  // Ahead of the starter kit's horizontal rule, which would take any `<hr>`.
  priority: 1000,
  parseHTML() {
    return [{ tag: 'hr[data-preview-end]' }];
  },
  renderHTML() {
    return ['hr', { 'data-preview-end': '' }];
  },
});

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={`min-w-9 rounded px-2 py-1 text-sm font-semibold disabled:opacity-40 ${
        active
          ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
          : 'text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-700'
      }`}
    >
      {children}
    </button>
  );
}

function Toolbar({
  editor,
  onPicture,
  onGallery,
}: {
  editor: Editor;
  onPicture: (editing: FigureAttrs | null) => void;
  onGallery: (editing: FigureAttrs[] | null) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      figure: e.isActive('mediaFigure') ? (e.getAttributes('mediaFigure') as FigureAttrs) : null,
      gallery: e.isActive('mediaGallery') ? (e.getAttributes('mediaGallery').pictures as FigureAttrs[]) : null,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (https://…), empty to remove', previous);
    if (href === null) return;
    if (href.trim() === '') return void chain().extendMarkRange('link').unsetLink().run();
    if (!isHttpUrl(href.trim()) && !href.trim().startsWith('/') && !href.trim().startsWith('mailto:')) {
      window.alert('Links must start with https://, http://, mailto: or /');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  function addImage() {
    const src = window.prompt('Image address (https://…)');
    if (!src) return;
    if (!isHttpUrl(src.trim())) return void window.alert('Images must have an http or https address');
    const alt = window.prompt('Describe the image for readers who cannot see it') ?? '';
    chain().setImage({ src: src.trim(), alt }).run();
  }

  /** One divider a story: placing it again moves it to the cursor. */
  function placePreviewEnd() {
    const found: number[] = [];
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'previewEnd') found.push(pos);
    });
    let next = chain();
    for (const pos of found.reverse()) next = next.deleteRange({ from: pos, to: pos + 1 });
    next.insertContent({ type: 'previewEnd' }).run();
  }

  function addEmbed() {
    const page = window.prompt(
      `Link to embed: a page of ${EMBED_PROVIDERS.map((p) => p.name).join(', ')}, or any page as a card`,
    );
    if (!page) return;
    if (!httpUrl(page)) return void window.alert('Links must start with https:// or http://');
    chain().setLinkEmbed(page.trim()).run();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-neutral-300 bg-neutral-50 p-1 dark:border-neutral-700 dark:bg-neutral-800"
    >
      <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        Link
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        • List
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. List
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolButton>
      <ToolButton
        label={state.figure ? 'Picture details' : 'Add a picture'}
        active={state.figure ? true : undefined}
        onClick={() => onPicture(state.figure)}
      >
        Picture
      </ToolButton>
      <ToolButton
        label={state.gallery ? 'Gallery details' : 'Add a gallery'}
        active={state.gallery ? true : undefined}
        onClick={() => onGallery(state.gallery)}
      >
        Gallery
      </ToolButton>
      <ToolButton label="Image by address" onClick={addImage}>
        Image
      </ToolButton>
      <ToolButton label="Embed a video, post, chart, map or page" onClick={addEmbed}>
        Embed
      </ToolButton>
      <ToolButton label="Public preview ends here" onClick={placePreviewEnd}>
        Preview ends
      </ToolButton>
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}

/** Rich text stored as HTML (the server sanitizes it again before saving). */
/** The links the server keeps in an article (server/news/sanitize.ts): the editor offers no others. */
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  invalid?: boolean;
}) {
  // The picture dialog: a new picture (editing null) or a placed one; `next`, dropped pictures to describe after it.
  const [dialog, setDialog] = useState<{ editing: FigureAttrs | null; next?: FigureAttrs[] } | null>(null);
  // The gallery dialog: a new gallery (editing null) or the selected one's pictures.
  const [gallery, setGallery] = useState<{ editing: FigureAttrs[] | null } | null>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  // Dropped and pasted pictures are handled by the editor's own props, made once: they reach the
  // latest state through this.
  const dropped = useRef<(files: File[], at: number | null) => boolean>(() => false);
  const editor = useEditor({
    // Rendered in the browser only: the server sends the loading text below.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        // No `protocols`: http, https and mailto are linkify's own schemes, and registering them again
        // made every editor after the first on a page (after Save or Publish, which open the article's
        // edit page) warn 'linkifyjs: already initialized' once per scheme. Links are limited to what
        // the server keeps (server/news/sanitize.ts): http(s), mailto and the site's own paths.
        link: {
          openOnClick: false,
          autolink: true,
          isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && SAFE_LINK.test(url.trim()),
        },
      }),
      Image,
      Embed,
      PreviewEnd,
      MediaFigure,
      MediaGallery,
      LinkEmbed,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose min-h-72 max-w-none p-4 focus:outline-none',
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        return dropped.current(pictureFiles(event.dataTransfer), at);
      },
      handlePaste: (view, event) => {
        if (dropped.current(pictureFiles(event.clipboardData), null)) return true;
        // A link pasted on a line of its own becomes an embed: a provider's player, post or chart, or a card.
        const text = event.clipboardData?.getData('text/plain').trim() ?? '';
        const { $from, empty } = view.state.selection;
        if (!empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0) return false;
        if (/\s/.test(text) || !httpUrl(text)) return false;
        const { schema } = view.state;
        const embed = schema.nodes.linkEmbed!.create({ url: text });
        const at = $from.before();
        const tr = view.state.tr.replaceWith(
          at,
          $from.after(),
          Fragment.from([embed, schema.nodes.paragraph!.create()]),
        );
        // The cursor in the paragraph after it: writing goes on below the embed.
        view.dispatch(tr.setSelection(TextSelection.create(tr.doc, at + embed.nodeSize + 1)));
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // Dropped or pasted pictures (dropPictures below), with this render's editor and state.
  useEffect(() => {
    dropped.current = (files, at) =>
      editor
        ? dropPictures(editor, files, at, {
            uploading: (name, busy) =>
              setUploading((names) => (busy ? [...names, name] : names.filter((n) => n !== name))),
            describe: ([first, ...next]) => setDialog(first ? { editing: first, next } : null),
          })
        : false;
  });

  // Once the dialog has closed (which gives the focus back to the button that opened it), a placed
  // picture sends the writer back to the text, just after it.
  const placedOne = useRef(false);
  useEffect(() => {
    if (dialog || gallery || !placedOne.current || !editor) return;
    placedOne.current = false;
    editor.commands.focus();
  }, [dialog, gallery, editor]);

  function placedGallery(pictures: FigureAttrs[]) {
    if (!editor) return;
    placedOne.current = true;
    if (gallery?.editing) editor.chain().updateAttributes('mediaGallery', { pictures }).run();
    else editor.chain().focus().setGallery(pictures).run();
    setGallery(null);
  }

  function placed(figure: FigureAttrs) {
    if (!editor) return;
    placedOne.current = true;
    if (dialog?.editing) {
      // The described picture, wherever it is in the story (the selection may have moved).
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === 'mediaFigure' && node.attrs.id === figure.id) {
          editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, figure));
        }
      });
      editor.commands.focus();
    } else {
      editor.chain().focus().setFigure(figure).run();
    }
    // Dropped pictures are described one after the other.
    const [next, ...rest] = dialog?.next ?? [];
    setDialog(next ? { editing: next, next: rest } : null);
  }

  return (
    <div className="overflow-hidden rounded-md border border-neutral-300 bg-white focus-within:ring-2 focus-within:ring-brand-600 dark:border-neutral-700 dark:bg-neutral-900">
      {editor ? (
        <>
          <Toolbar
            editor={editor}
            onPicture={(editing) => setDialog({ editing })}
            onGallery={(editing) => setGallery({ editing })}
          />
          {uploading.length > 0 ? (
            <p role="status" className="border-b border-neutral-300 px-3 py-1 text-sm dark:border-neutral-700">
              Uploading {uploading.map((name) => `“${name}”`).join(', ')}… You can go on writing.
            </p>
          ) : null}
          <EditorContent editor={editor} />
          {dialog ? (
            <PictureDialog
              key={dialog.editing?.id ?? 'new'}
              editing={dialog.editing}
              onDone={placed}
              onCancel={() => setDialog(null)}
            />
          ) : null}
          {gallery ? (
            <GalleryDialog editing={gallery.editing} onDone={placedGallery} onCancel={() => setGallery(null)} />
          ) : null}
        </>
      ) : (
        <p className="p-4 text-sm text-neutral-700 dark:text-neutral-300">Loading the editor…</p>
      )}
    </div>
  );
}

/**
 * Dropped or pasted pictures: each checked, uploaded to the library and put where it fell (the
 * others after it), the writing going on meanwhile; then each is opened to be described in turn.
 */
function dropPictures(
  editor: Editor,
  files: File[],
  at: number | null,
  report: { uploading: (name: string, busy: boolean) => void; describe: (figures: FigureAttrs[]) => void },
): boolean {
  if (files.length === 0) return false;
  void (async () => {
    const placed: FigureAttrs[] = [];
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        toast.error('That picture was not added', { description: problem });
        continue;
      }
      report.uploading(file.name, true);
      try {
        const item = await uploadPicture(file);
        const figure: FigureAttrs = {
          id: item._id,
          alt: item.alt,
          caption: item.caption,
          credit: item.credit,
          width: item.width,
          height: item.height,
        };
        // The first where it fell, the others after it (the cursor follows each).
        if (placed.length === 0 && at !== null) {
          editor
            .chain()
            .focus()
            .insertContentAt(at, [{ type: 'mediaFigure', attrs: figure }, { type: 'paragraph' }])
            .run();
        } else {
          editor.chain().focus().setFigure(figure).run();
        }
        placed.push(figure);
      } catch (error) {
        toast.error(`“${file.name}” was not uploaded`, { description: (error as Error).message });
      } finally {
        report.uploading(file.name, false);
      }
    }
    // Described at once, one after the other: a story does not go out with a picture nobody described.
    report.describe(placed);
  })();
  return true;
}

/** The picture files of a drop or a paste (other files and text are left to the editor). */
function pictureFiles(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));
}
