/**
 * The example server block of the nginx front (build/nginx/site.conf), which the operators' guide installs
 * with only its names and certificate paths changed. It must pass `nginx -t` on the nginx the guide installs
 * (Debian 12: 1.22.1) and on later ones.
 */

/** Where the operators' guide installs releases: /srv/forensic-site/current is the release in service */
const PRODUCTION_RELEASE_DIR = '/srv/forensic-site/current'

export function renderSiteConf({ includeDir, rootDir }: { includeDir: string; rootDir: string }): string {
  return [
    '# An example server block for the site: copy it to /etc/nginx/sites-available/ and adjust the names;',
    `# /etc/nginx/${includeDir} is a symbolic link to the release's build/nginx folder.`,
    '# Debian: apt-get install nginx libnginx-mod-http-brotli-static. See docs/operations.md.',
    `include ${includeDir}/http.conf;`,
    '',
    'server {',
    '    listen 80;',
    '    listen [::]:80;',
    '    server_name www.example.com;',
    "    # To the configured name (server_name's first), never to the request's Host, which a client chooses.",
    '    return 301 https://$server_name$request_uri;',
    '}',
    '',
    'server {',
    '    # "http2" on the listen line works on every nginx: "http2 on;" needs 1.25.1, and Debian 12 ships 1.22.1.',
    '    # From 1.25.1, nginx -t warns that it is deprecated; there it may become "listen 443 ssl;" and "http2 on;".',
    '    listen 443 ssl http2;',
    '    listen [::]:443 ssl http2;',
    '    server_name www.example.com;',
    '    ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;',
    '    ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;',
    '',
    `    root ${PRODUCTION_RELEASE_DIR}/${rootDir};`,
    `    include ${includeDir}/locations.conf;`,
    '}',
    '',
  ].join('\n')
}
