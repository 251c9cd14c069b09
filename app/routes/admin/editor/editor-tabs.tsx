export const TABS = ['Content', 'SEO', 'Social', 'Advanced', 'History'] as const;
export type Tab = (typeof TABS)[number];

/** The ids that tie each tab to its panel. */
export const tabId = (tabsId: string, name: Tab) => `${tabsId}-tab-${name}`;
export const panelId = (tabsId: string, name: Tab) => `${tabsId}-panel-${name}`;

/** The editor's tabs: one selected, the arrow keys move between them (the ARIA tabs pattern). */
export function EditorTabList({
  tabsId,
  tabs,
  tab,
  onChange,
}: {
  tabsId: string;
  tabs: readonly Tab[];
  tab: Tab;
  onChange: (tab: Tab) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label="Article sections"
      className="flex gap-1 border-b border-neutral-300 dark:border-neutral-700"
    >
      {tabs.map((name, i) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={tabId(tabsId, name)}
          aria-selected={tab === name}
          aria-controls={panelId(tabsId, name)}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const next = tabs[(i + step + tabs.length) % tabs.length] as Tab;
            onChange(next);
            document.getElementById(tabId(tabsId, next))?.focus();
          }}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 ${
            tab === name
              ? 'border-brand-700 text-brand-800 dark:border-red-400 dark:text-red-300'
              : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'
          }`}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/** One tab's panel, hidden while another tab is chosen. */
export function TabPanel({
  tabsId,
  name,
  tab,
  className,
  children,
}: {
  tabsId: string;
  name: Tab;
  tab: Tab;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(tabsId, name)}
      aria-labelledby={tabId(tabsId, name)}
      hidden={tab !== name}
      className={className}
    >
      {children}
    </div>
  );
}
