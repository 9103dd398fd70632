#!/bin/sh
# Rebuild the client and mirror the project into /tmp/shot (with /media mounted) for screenshots.
set -e
cd /work/main
PATH=$PWD/node_modules/.bin:$PATH npm run build >/tmp/build.log 2>&1 || { tail -30 /tmp/build.log; exit 1; }
tar --exclude=./node_modules --exclude=./.wrangler --exclude=./screenshots --exclude=./.tmp-detail -cf - . | (cd /tmp/shot && tar xf -)
python3 - <<'PY'
p='/tmp/shot/worker/index.ts'
s=open(p).read()
if "from './media'" not in s:
    s=s.replace("import { serveAsset } from './assets';","import { serveAsset } from './assets';\nimport { media } from './media';")
    s=s.replace("app.route('/', seoFiles);","app.route('/', seoFiles);\napp.route('/media', media);")
    open(p,'w').write(s)
PY
grep "manifest:" /tmp/build.log
