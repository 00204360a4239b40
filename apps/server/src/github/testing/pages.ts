/** The fake GitHub's two pages a popup shows: a real user would click the green button. */

function page(title: string, text: string, button: string, href: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:sans-serif;padding:2rem"><h1>${title}</h1><p>${text}</p>
<a role="button" href="${href.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"
 style="background:#1f883d;color:#fff;padding:.5rem 1rem;border-radius:6px;text-decoration:none">${button}</a>
</body></html>`;
}

export function authorizePage(redirect: string): string {
  return page('Authorize Kiln', 'Kiln would like to act on your behalf.', 'Authorize Kiln', redirect);
}

export function installPage(confirm: string): string {
  return page('Install Kiln', 'Install the Kiln app on your personal account.', 'Install', confirm);
}
