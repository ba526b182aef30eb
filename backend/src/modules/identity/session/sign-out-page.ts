/**
 * What GET /api/logout shows: one button that POSTs the sign-out. A GET never signs out, so
 * another site cannot sign a user out with a link or an image; the spec's navigation to
 * /api/logout still ends in one click. Plain HTML, no script (CSP: form-action 'self').
 */
export const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out - Crew Reviews</title>
<style>
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f5f7fa; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
main { background: #fff; padding: 32px 40px; border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, .08); text-align: center; }
h1 { font-size: 20px; margin: 0 0 20px; }
button { font: inherit; padding: 8px 24px; border: 0; border-radius: 6px; background: #1677ff; color: #fff; cursor: pointer; }
button:focus-visible { outline: 2px solid #0b3d91; outline-offset: 2px; }
a { display: inline-block; margin-top: 16px; color: #1677ff; }
</style>
</head>
<body>
<main>
<h1>Sign out of Crew Reviews?</h1>
<form method="post" action="/api/logout"><button type="submit" autofocus>Sign out</button></form>
<a href="/">Back to Crew Reviews</a>
</main>
</body>
</html>
`;
