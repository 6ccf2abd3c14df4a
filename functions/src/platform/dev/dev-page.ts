/** The frame of the emulator-only pages for people (/dev/mail, /dev/sms): title, style, heading, body. */
export function renderDevPage({ title, style, intro, body }: { title: string; style: string; intro: string; body: string }): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<h1>${title}</h1>
<p>${intro}</p>
${body}
</body>
</html>`;
}
