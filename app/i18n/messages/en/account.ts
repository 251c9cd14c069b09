import {
  MAIL_OFF,
  NO_MAIL_HELP,
  RESET_LINK_BAD,
  SETUP_LINK_STALE,
  SETUP_LINK_USED,
  SETUP_LINK_USED_BODY,
  SIGN_IN_LINK_BAD,
  VERIFY_LINK_BAD,
} from '../../../../core/account';
import { PASSWORDS_DIFFER } from '../../../../core/roles';
import { INVITE_LINK_BAD, INVITE_LINK_EXPIRED } from '../../../../core/staff';

/** Signing in and up, invitations, passwords, the profile, settings and the account page. */
export const account = {
  // The sign-in and sign-up forms' common parts (app/components/auth-form.tsx and its pages).
  'authForm.username': 'Username',
  'authForm.password': 'Password',
  'authForm.confirmPassword': 'Confirm Password',
  'authForm.newPassword': 'New password',
  'authForm.confirmNewPassword': 'Confirm new password',
  'authForm.usernameOrEmail': 'Username or email',
  'authForm.usernameHint': '3-32 characters: letters, digits, dots, underscores and hyphens.',
  'authForm.signIn': 'Sign in',
  'authForm.haveAccount': 'Already have an account?',
  'authForm.signingIn': 'Signing in…',
  'authForm.sending': 'Sending…',
  'authForm.creatingAccount': 'Creating account…',
  'authForm.passwordsDiffer': PASSWORDS_DIFFER,

  // /login
  'login.title': 'Sign In',
  'login.submit': 'Sign In',
  'login.description': 'Sign in to your account.',
  'login.newHere': 'New here?',
  'login.createAccount': 'Create an account',
  'login.emailLink': 'Email me a sign-in link',
  'login.forgotPassword': 'Forgot password?',

  // /login/link
  'loginLink.title': 'Sign in by email',
  'loginLink.description': 'Get a link that signs you in.',
  'loginLink.knowPassword': 'Know your password?',
  'loginLink.signsInAs': 'This link signs you in as <strong>{username}</strong>.',
  'loginLink.signInAs': 'Sign in as {username}',
  'loginLink.linkBad': SIGN_IN_LINK_BAD,
  'loginLink.askNew': '{linkBad} <link>Ask for a new one</link>.',
  'loginLink.mailOff': MAIL_OFF,
  'loginLink.usePassword': 'Sign in with your password.',
  'loginLink.intro':
    'Type your username or the email address you verified on your profile. We will email you a link that signs you in; it works once, for {minutes, plural, one {# minute} other {# minutes}}.',

  // /register
  'register.title': 'Sign Up',
  'register.submit': 'Sign Up',
  'register.description': 'Create an account.',
  'register.setupUsed': SETUP_LINK_USED,
  'register.setupUsedBody': SETUP_LINK_USED_BODY,
  'register.setupStale': SETUP_LINK_STALE,
  'register.createAdmin': 'Create the admin account',
  'register.createAccount': 'Create an account',
  'register.noAdminYet': 'This site has no admin yet. The account you create here will run it.',

  // /invite/<token>
  'invite.title': 'Invitation',
  'invite.join': 'Join {siteName}',
  'invite.description': 'Accept an invitation to join the site’s staff.',
  'invite.expired': 'Invitation expired',
  'invite.notValid': 'Invitation not valid',
  'invite.linkExpired': INVITE_LINK_EXPIRED,
  'invite.linkBad': INVITE_LINK_BAD,
  'invite.invited':
    'You are invited to join {siteName} as <strong>{role, select, author {an author} editor {an editor} other {an admin}}</strong>. Choose a username and a password to create your account.',
  'invite.email': "Your account's email address: <strong>{email}</strong>",
  'invite.signedInAs': 'You are signed in as {username}: creating this account signs you in to it instead.',
  'invite.displayName': 'Display name (optional)',
  'invite.displayNameHint': 'Shown on your stories; your username otherwise.',
  'invite.createAccount': 'Create account',

  // /forgot-password
  'forgotPassword.title': 'Forgot password',
  'forgotPassword.description': 'Choose a new password for your account.',
  'forgotPassword.remembered': 'Remembered it?',
  'forgotPassword.noMailHelp': NO_MAIL_HELP,
  'forgotPassword.contactEmail':
    "To reach the site's team, write to <mail>{email}</mail> or use the <contact>contact page</contact>.",
  'forgotPassword.contactPage': "To reach the site's team, use the <contact>contact page</contact>.",
  'forgotPassword.intro':
    'Type your username or the email address you verified on your profile. We will email you a link to choose a new password; it works once, for {hours, plural, one {# hour} other {# hours}}.',
  'forgotPassword.submit': 'Email me a link',

  // /reset-password
  'resetPassword.title': 'Choose a new password',
  'resetPassword.description': 'Choose a new password for your account.',
  'resetPassword.backToSignIn': 'Back to sign in',
  'resetPassword.changed': 'Password changed',
  'resetPassword.linkBad': RESET_LINK_BAD,
  'resetPassword.askNew': 'Ask for a new link',
  'resetPassword.intro': 'At least {min} characters. Every session of your account is signed out when you save it.',
  'resetPassword.saving': 'Saving…',
  'resetPassword.submit': 'Save new password',

  // /verify-email
  'verifyEmail.title': 'Verify your email address',
  'verifyEmail.description': 'Verify the email address of your account.',
  'verifyEmail.backToProfile': 'Back to your profile',
  'verifyEmail.verified': 'Email address verified',
  'verifyEmail.intro':
    'One click, and this address is yours on the site: we can then send you a link when you forget your password.',
  'verifyEmail.verifying': 'Verifying…',
  'verifyEmail.submit': 'Verify email address',
  'verifyEmail.linkBad': VERIFY_LINK_BAD,

  // /profile
  'myProfile.title': 'Profile',
  'myProfile.description': 'Your profile.',
  'myProfile.formUnreadable': 'The form could not be read. Please try again.',
  'myProfile.photoSaved': 'Photo saved',
  'myProfile.photoRemoved': 'Photo removed',
  'myProfile.savedVerify': 'Profile saved. Open the link we are sending to {email} to verify the address.',
  'myProfile.saved': 'Profile saved',
  'myProfile.signedInAs':
    'Signed in as <strong>{username}</strong>. Your name, email and photo show in your account menu.',
  'myProfile.photo': 'Photo',
  'myProfile.yourPhoto': 'Your photo',
  'myProfile.upload': 'Upload a photo',
  'myProfile.photoHint': 'JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. It is cropped to a square.',
  'myProfile.uploading': 'Uploading…',
  'myProfile.savePhoto': 'Save photo',
  'myProfile.removePhoto': 'Remove photo',
  'myProfile.firstName': 'First name',
  'myProfile.lastName': 'Last name',
  'myProfile.email': 'Email',
  'myProfile.verified': 'Verified',
  'myProfile.notVerified': 'Not verified',
  'myProfile.separator': '—',
  'myProfile.resendLink': 'resend link',
  'myProfile.noMail': '(this site sends no email)',
  'myProfile.bio': 'Bio',
  'myProfile.bioHint':
    'A few lines about you, up to {max} characters, shown on <link>your author page</link> with your name and photo once a story of yours is published.',
  'myProfile.save': 'Save profile',

  // /settings
  'settings.title': 'Settings',
  'settings.description': 'Your settings.',
  'settings.mustChange':
    'Choose a new password to continue. The one you signed in with was generated for you and works only once.',
  'settings.changePassword': 'Change password',
  'settings.changePasswordSubmit': 'Change password',
  'settings.currentPassword': 'Current password',
  'settings.passwordChanged': 'Password changed. Your other sessions were signed out.',
  'settings.commentMailHeading': 'E-mails about your comments',
  'settings.commentMailOnText':
    'We e-mail you when someone answers your comment or the newsroom features it (once a story an hour at most), and, if you write for us, a summary of the day’s comments on your stories.',
  'settings.commentMailOffText': 'We do not e-mail you about your comments.',
  'settings.commentMailAddAddress': 'Add and verify an e-mail address on your profile to get them.',
  'settings.stopCommentMail': 'Stop these e-mails',
  'settings.startCommentMail': 'E-mail me about my comments',
  'settings.commentMailOn': 'We will e-mail you about your comments.',
  'settings.commentMailOff': 'No more e-mails about your comments.',
  'settings.languageHeading': 'Language of your e-mails',
  'settings.languageText':
    'The e-mails about your account (sign-in, password and address links, and notices about your comments) come in this language.',
  'settings.languageLabel': 'Language',
  'settings.languageSave': 'Save language',
  /** `language`: the chosen language, named in the page's ('Hindi'). */
  'settings.languageSaved': 'Your e-mails will come in {language}.',
  'settings.theme': 'Theme',
  'settings.colourTheme': 'Colour theme',
  'settings.themeLight': 'Light',
  'settings.themeDark': 'Dark',
  'settings.themeSystem': 'System',
  'settings.newsletter': 'Morning newsletter',
  'settings.newsletterSubscribed': 'The morning briefing goes to {email} every day.',
  'settings.newsletterPending':
    'We sent a confirmation link to {email}. Open it to start the newsletter, or send another.',
  'settings.newsletterOffer': "Get the day's top stories at {email} every morning.",
  'settings.unsubscribe': 'Unsubscribe',
  'settings.sendAgain': 'Send the link again',
  'settings.subscribe': 'Subscribe',
  'settings.newsletterNoAddress': 'Add an email address to <link>your profile</link> to get the morning newsletter.',

  // /account
  'myAccount.title': 'Your membership',
  'myAccount.description': 'Your plan.',
  'myAccount.welcome':
    'Thank you for joining. Your membership starts as soon as Stripe confirms the payment, usually within a few seconds: reload this page if it does not show yet.',
  'myAccount.plan': 'Plan',
  'myAccount.freeMember': 'Free member',
  'myAccount.billed': '{interval, select, month {Billed monthly.} other {Billed yearly.}}',
  'myAccount.cancelled': 'Cancelled: your membership ends on {date}.',
  'myAccount.renews': 'Renews on {date}.',
  'myAccount.statusPastDue':
    'Your last payment did not go through: Stripe will try again. Update your card with ‘Manage billing’.',
  'myAccount.statusUnpaid': 'Your payments did not go through: update your card with ‘Manage billing’.',
  'myAccount.statusIncomplete': 'Your payment is not complete yet.',
  'myAccount.statusTrialing': 'You are on a free trial.',
  'myAccount.statusComp': 'A complimentary membership from the newsroom.',
  'myAccount.manageBilling': 'Manage billing',
  'myAccount.becomeMember': 'Become a member',
  'myAccount.manageBillingHint':
    '‘Manage billing’ opens Stripe’s page for your card, your plan, your invoices and cancelling.',
  'myAccount.payments': 'Payments',
  'myAccount.noPayments': 'No payments yet. <link>Donate</link>',
  'myAccount.giftLinks': 'Gift links',
  'myAccount.giftIntro':
    '‘Gift this story’ on a members’ story makes a link that opens it for anyone. You have {left} of {allowance} left this month.',
  'myAccount.giftStory': 'Story',
  'myAccount.giftOpened': 'Opened',
  'myAccount.giftUntil': 'Works until',
  'myAccount.giftLinkLabel': 'Gift link to {title}',
  'myAccount.opens': '{count, plural, one {# time} other {# times}}',
  'myAccount.usedUp': 'Used up',

  // The payments table (app/components/payments-table.tsx): /account, and the admin's member screen.
  'paymentsTable.date': 'Date',
  'paymentsTable.for': 'For',
  'paymentsTable.amount': 'Amount',
  'paymentsTable.receipt': 'Receipt',
  'paymentsTable.receiptOf': 'Receipt<hidden> of {date}</hidden>',
  'paymentsTable.mailed': 'Mailed by Stripe',
} as const;
