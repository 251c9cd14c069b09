#!/usr/bin/env bash
# The security review's scans, repeatable: wapiti signed out, wapiti as an admin, sqlmap on the
# search and listing parameters, then the server log's 500s. Loopback only, bounded in time
# (about 10 minutes on 2 cores with the defaults). Needs Debian's wapiti, sqlmap, python3-brotli
# (wapiti cannot read brotli-compressed pages without it) and curl.
#
#   scripts/security-scan.sh --serve [--port 3311] [--out DIR]
#       Scans a throwaway production server of this checkout (build it first: npx react-router build):
#       a fresh data dir with the sample stories, an admin made with a random password, the server
#       on 127.0.0.1:PORT. Run as root (or where user namespaces are allowed), the server and the
#       scanners share a private network namespace with nothing but loopback in it.
#
#   SCAN_PASSWORD='…' scripts/security-scan.sh --url http://127.0.0.1:3311 --user NAME \
#       [--server-log FILE] [--out DIR]
#       Scans a server already running on loopback, signed in as the admin NAME. Give the file
#       the server's stdout and stderr go to, so the 500s it logged are counted (only lines
#       written during the scan are read).
#
# Time budget (seconds), from the environment: WAPITI_CRAWL_SECONDS (60, per wapiti run),
# WAPITI_MODULE_SECONDS (90, per attack module per run), SQLMAP_SECONDS (240, hard cap per target).
# Exit status: 0 when every scan finished, no 500 was logged and sqlmap found no injection; 2 when
# one of those did not hold; 1 on a usage or set-up error. Wapiti's findings are listed for review
# against docs/security.md (its documented false positives).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SELF="$ROOT/scripts/$(basename "${BASH_SOURCE[0]}")"
WAPITI_CRAWL_SECONDS=${WAPITI_CRAWL_SECONDS:-60}
WAPITI_MODULE_SECONDS=${WAPITI_MODULE_SECONDS:-90}
SQLMAP_SECONDS=${SQLMAP_SECONDS:-240}

die() { echo "security-scan: $*" >&2; exit 1; }
say() { printf '\n== %s (%s)\n' "$*" "$(date +%H:%M:%S)"; }

usage() { sed -n '2,/^set -euo/p' "$SELF" | sed '$d; s/^# \{0,1\}//'; }

MODE=attach URL='' ADMIN='' SERVER_LOG='' PORT=3311 OUT='' NETNS=1
ARGS=("$@")
while [[ $# -gt 0 ]]; do
  case $1 in
    --serve) MODE=serve ;;
    --port) PORT=${2:?--port needs a number}; shift ;;
    --url) URL=${2:?--url needs a URL}; shift ;;
    --user) ADMIN=${2:?--user needs a name}; shift ;;
    --server-log) SERVER_LOG=${2:?--server-log needs a file}; shift ;;
    --out) OUT=${2:?--out needs a folder}; shift ;;
    --no-netns) NETNS=0 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
  shift
done

for tool in wapiti sqlmap curl python3 timeout; do
  command -v "$tool" >/dev/null || die "$tool is missing (apt-get install -y wapiti sqlmap python3-brotli curl)"
done
# wapiti's own interpreter (Debian's /usr/bin/python3, not a pyenv one first on PATH) must have brotli.
PY=$(sed -n '1s/^#! *//p' "$(command -v wapiti)" | awk '{print $1}')
[[ -x ${PY:-} ]] || PY=$(command -v python3)
"$PY" -c 'import brotli' 2>/dev/null || die "python3-brotli is missing for $PY: wapiti would read compressed pages as garbage"

# ---- A throwaway server, in a network namespace of its own when possible ----
if [[ $MODE == serve ]]; then
  [[ $PORT =~ ^[0-9]+$ ]] || die "--port must be a number"
  URL="http://127.0.0.1:$PORT"
  if [[ $NETNS == 1 && -z ${SCAN_IN_NETNS:-} ]] && command -v unshare >/dev/null; then
    for flags in '--net' '--net --map-root-user'; do
      # shellcheck disable=SC2086
      if unshare $flags true 2>/dev/null; then
        # shellcheck disable=SC2086
        exec env SCAN_IN_NETNS=1 unshare $flags bash "$SELF" "${ARGS[@]}"
      fi
    done
    echo 'security-scan: no private network namespace here; scanning loopback in the host namespace' >&2
  fi
  if [[ -n ${SCAN_IN_NETNS:-} ]]; then
    ip link set lo up 2>/dev/null || "$PY" - <<'EOF' || die 'could not bring up loopback in the namespace'
import fcntl, socket, struct
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
req = struct.pack('16sH', b'lo', 0)
flags = struct.unpack('16sH', fcntl.ioctl(s, 0x8913, req))[1]   # SIOCGIFFLAGS
fcntl.ioctl(s, 0x8914, struct.pack('16sH', b'lo', flags | 1))    # SIOCSIFFLAGS, IFF_UP
EOF
  fi
fi

# ---- Loopback only ----
[[ -n $URL ]] || { usage >&2; die 'give --serve, or --url of a running server'; }
URL=${URL%/}
if ! [[ $URL =~ ^https?://(127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|localhost|\[::1\])(:[0-9]{1,5})?$ ]]; then
  die "refusing $URL: only a server on loopback (127.0.0.1, localhost, [::1]) is scanned, and only its root URL is accepted"
fi
HOSTPORT=${URL#*://}

STAMP=$(date -u +%Y%m%dT%H%M%SZ)
OUT=${OUT:-${TMPDIR:-/tmp}/newsdesk-security-scan-$STAMP}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
echo "security-scan: reports go to $OUT"

SERVER_PID='' DATA_DIR=''
cleanup() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  if [[ -n $DATA_DIR && -d $DATA_DIR ]]; then rm -rf "$DATA_DIR"; fi
  return 0
}
trap cleanup EXIT
trap 'exit 130' INT TERM

LOG_OFFSET=0
if [[ $MODE == serve ]]; then
  [[ -f $ROOT/build/server/index.js ]] || die "no build in $ROOT/build: run npx react-router build first"
  [[ -d $ROOT/node_modules ]] || die "no node_modules in $ROOT: run npm ci first"
  DATA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/newsdesk-scan-data.XXXXXX")
  ADMIN=scanadmin
  SCAN_PASSWORD=$("$PY" -c 'import secrets; print(secrets.token_urlsafe(24))')
  SERVER_LOG="$OUT/server.log"
  # Empty values win over a .env in the checkout: no news provider, ads or analytics, PGlite in DATA_DIR.
  server_env=(NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" PUBLIC_URL="$URL" DATA_DIR="$DATA_DIR"
    LOG_LEVEL=info DATABASE_URL= TRUST_PROXY= SEED_SAMPLES=true NEWSAPI_KEY= GNEWS_KEY= NEWSDATA_KEY=
    GUARDIAN_KEY= RSS_FEEDS= ADS_CLIENT= ANALYTICS_ID=)
  say "Creating admin '$ADMIN' in $DATA_DIR"
  (cd "$ROOT" && env "${server_env[@]}" NEWSDESK_PASSWORD="$SCAN_PASSWORD" \
    node --import tsx scripts/user-create.ts --username "$ADMIN" --role admin)
  say "Starting the production server on $URL"
  (cd "$ROOT" && exec env "${server_env[@]}" node build/node/main.js) >"$SERVER_LOG" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "$URL/api/health" 2>/dev/null && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$SERVER_LOG" >&2; die 'the server stopped during start-up'; }
    sleep 0.5
  done
  curl -fsS -o /dev/null "$URL/api/health" || die "the server did not answer on $URL within 60 s"
else
  [[ -n $ADMIN ]] || die 'give --user NAME of an admin (and SCAN_PASSWORD in the environment)'
  [[ -n ${SCAN_PASSWORD:-} ]] || die 'set SCAN_PASSWORD to the admin password (kept off the command line)'
  if [[ -n $SERVER_LOG ]]; then
    [[ -r $SERVER_LOG ]] || die "cannot read $SERVER_LOG"
    LOG_OFFSET=$(stat -c %s "$SERVER_LOG")
  else
    echo 'security-scan: no --server-log: 500s are counted from the scanners only' >&2
  fi
  curl -fsS -o /dev/null "$URL/api/health" || die "no Newsdesk server answers $URL/api/health"
fi

# ---- Sign in first: the signed-out scan's wrong passwords soon refuse sign-ins from this address ----
say "Signing in as $ADMIN"
LOGIN_JSON=$(ADMIN="$ADMIN" SCAN_PASSWORD="$SCAN_PASSWORD" "$PY" -c \
  'import json, os; print(json.dumps({"username": os.environ["ADMIN"], "password": os.environ["SCAN_PASSWORD"]}))')
curl -sS -o "$OUT/login.json" -D "$OUT/login.headers" -H 'Content-Type: application/json' \
  --data-binary @- "$URL/api/users/login" <<<"$LOGIN_JSON"
read -r TOKEN ROLE < <("$PY" -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d.get("token", ""), d.get("role", ""))' "$OUT/login.json" 2>/dev/null || true)
[[ -n ${TOKEN:-} && ${ROLE:-} == admin ]] || die "sign-in as admin failed: $(head -c 300 "$OUT/login.json")"
COOKIE_NAME=$(grep -io '^set-cookie: *[^=]*nd_session' "$OUT/login.headers" | head -1 | sed 's/^[^:]*: *//')
COOKIE_NAME=${COOKIE_NAME:-nd_session}
# The token is a credential: keep it out of the reports folder's files except wapiti's cookie file.
sed -i 's/"token":"[^"]*"/"token":"(removed)"/' "$OUT/login.json"
sed -i -E 's/(nd_session=)[^;]*/\1(removed)/' "$OUT/login.headers"
COOKIE_FILE="$OUT/admin-cookie.json"
"$PY" - "$COOKIE_FILE" "$HOSTPORT" "$COOKIE_NAME" "$TOKEN" <<'EOF'
import json, sys
path, hostport, name, token = sys.argv[1:]
host = hostport.rsplit(":", 1)[0] if not hostport.startswith("[") else hostport.split("]")[0] + "]"
# wapiti's JSON cookie format: IP hosts are keys as they are, names get a leading dot.
key = host if host[0].isdigit() or host.startswith("[") else "." + (host if "." in host else host + ".local")
cookie = {"value": token, "expires": None, "secure": False, "port": None, "version": 0}
json.dump({key: {"/": {name: cookie}}}, open(path, "w"))
EOF
chmod 600 "$COOKIE_FILE"
AUTH_HEADER="Authorization: Bearer $TOKEN"

# ---- wapiti ----
# --endpoint: the SSRF/XXE modules' callback host, here the scanned server itself (it answers 404),
# so no payload names a host outside this machine; --no-bugreport: no crash report upload.
# wapiti runs through this launcher, which (1) lets it send requests to loopback only: anything else
# fails as a refused connection (wapiti 3.0.4 otherwise fetches its Wappalyzer database from GitHub
# whenever its config folder lacks it, even with that module off, and uploads crash reports);
# (2) builds -x patterns as Python 3.11 accepts them (wapiti's 'x\Z(?ms)' is refused: "global
# flags not at the start"); (3) with WAPITI_REFUSE_COOKIES=1, keeps no cookie, so the signed-out
# scan stays signed out (its crawl submits the sign-up form, which would sign it in as a reader).
WAPITI_LAUNCHER='
import ipaddress, os, re, sys
from importlib.metadata import distribution
from urllib.parse import urlsplit
import http.cookiejar, requests
import wapitiCore.net.crawler as crawler

def loopback(url):
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False

send = requests.Session.request
def request(self, method, url, *args, **kwargs):
    if not loopback(url):
        print("[security-scan] refused a request outside loopback: " + method + " " + url, file=sys.stderr)
        raise requests.exceptions.ConnectionError("security-scan: loopback only")
    return send(self, method, url, *args, **kwargs)
requests.Session.request = request

def wildcard_translate(pattern):
    return re.compile("(?ms)" + "".join(".*" if ch == "*" else re.escape(ch) for ch in pattern) + r"\Z")
crawler.wildcard_translate = wildcard_translate

if os.environ.get("WAPITI_REFUSE_COOKIES") == "1":
    http.cookiejar.DefaultCookiePolicy.set_ok = lambda self, cookie, request: False

sys.argv[0] = "wapiti"
main = next(e for e in distribution("wapiti3").entry_points if e.group == "console_scripts" and e.name == "wapiti")
sys.exit(main.load()())
'
wapiti_run() {
  local name=$1 refuse_cookies=$2; shift 2
  say "wapiti $name (crawl ${WAPITI_CRAWL_SECONDS}s, ${WAPITI_MODULE_SECONDS}s per attack module)"
  local hard=$((WAPITI_CRAWL_SECONDS + 9 * WAPITI_MODULE_SECONDS + 180))
  local rc=0
  WAPITI_REFUSE_COOKIES=$refuse_cookies timeout -k 20 "$hard" "$PY" -c "$WAPITI_LAUNCHER" -u "$URL/" --scope folder --flush-session \
    --store-session "$OUT/wapiti-$name.session" --store-config "$OUT/wapiti-$name.config" \
    --max-scan-time "$WAPITI_CRAWL_SECONDS" --max-attack-time "$WAPITI_MODULE_SECONDS" \
    --max-files-per-dir 40 --max-links-per-page 60 -t 20 \
    --endpoint "$URL/__scan-endpoint/" --no-bugreport -v 1 \
    -x "$URL/logout" -x "$URL/logout?*" -x "$URL/api/users/logout*" \
    -x "$URL/assets/*" -x "$URL/samples/*" -x "$URL/uploads/*" -x "$URL/favicon*" \
    -f json -o "$OUT/wapiti-$name.json" "$@" </dev/null >"$OUT/wapiti-$name.log" 2>&1 || rc=$?
  if [[ $rc -ne 0 || ! -s $OUT/wapiti-$name.json ]]; then
    echo "wapiti $name stopped with status $rc (see $OUT/wapiti-$name.log)" | tee -a "$OUT/problems.txt"
  fi
  grep -h '^\[security-scan\]' "$OUT/wapiti-$name.log" | sort | uniq -c || true
  grep -E 'found [0-9]+ URLs|Max (scan|attack) time' "$OUT/wapiti-$name.log" || true
}

wapiti_run anon 1 \
  -s "$URL/search?q=india" -s "$URL/api/search?q=india&page=1" \
  -s "$URL/api/news?category=World&status=published&page=1&limit=12"

# Signed in: the dashboard (/admin, its forms delete articles) and /admin/users (delete, change role)
# are left out; the other admin pages and the staff API reads are scanned. The article editor's
# form is sent by script (multipart to /api/news); as a plain GET form, one per article, it would
# spend every module's time on addresses whose query the page ignores, so those are left out too.
wapiti_run admin 0 -c "$COOKIE_FILE" -H "$AUTH_HEADER" \
  -x "$URL/admin" -x "$URL/admin?*" -x "$URL/admin/users" -x "$URL/admin/users?*" \
  -x "$URL/admin/news/*/edit?*" -x "$URL/admin/news/new?*" \
  -s "$URL/admin/analytics" -s "$URL/admin/messages" -s "$URL/admin/scheduler" -s "$URL/admin/seo" \
  -s "$URL/admin/news/new" -s "$URL/profile" -s "$URL/settings" -s "$URL/search?q=india" \
  -s "$URL/api/news?category=World&status=all&page=1&limit=12" -s "$URL/api/search?q=india&page=1" \
  -s "$URL/api/contact?page=1&limit=20" -s "$URL/api/analytics?days=7" -s "$URL/api/scheduler/runs?limit=20"

# Still signed in? (A scan that signed itself out would have scanned the admin pages as a stranger.)
ME_ROLE=$(curl -sS -H "$AUTH_HEADER" "$URL/api/users/me" | "$PY" -c 'import json, sys; print(json.load(sys.stdin).get("role", ""))' 2>/dev/null || true)
[[ $ME_ROLE == admin ]] || echo "the admin session no longer works after the admin scan (role '$ME_ROLE')" | tee -a "$OUT/problems.txt"

# ---- sqlmap ----
sqlmap_run() {
  local name=$1 target=$2 params=$3; shift 3
  say "sqlmap $name: $target (-p $params)"
  local rc=0
  timeout -k 20 "$SQLMAP_SECONDS" sqlmap --batch --disable-coloring --flush-session \
    --level 3 --risk 2 -p "$params" --output-dir "$OUT/sqlmap-$name" -u "$target" "$@" \
    </dev/null >"$OUT/sqlmap-$name.log" 2>&1 || rc=$?
  [[ $rc -eq 0 ]] || echo "sqlmap $name stopped with status $rc (124 = time budget reached)" | tee -a "$OUT/problems.txt"
  grep -E "parameter '[^']+' (does not seem|is vulnerable|appears to be|might be)|all tested parameters|sqlmap identified" \
    "$OUT/sqlmap-$name.log" || true
}
sqlmap_run api-search "$URL/api/search?q=india&page=1" q,page
sqlmap_run api-news "$URL/api/news?category=World&status=all&page=1&limit=12" category,status,page,limit -H "$AUTH_HEADER"
sqlmap_run search-page "$URL/search?q=india" q

# ---- Summary ----
if [[ -n $SERVER_LOG && -r $SERVER_LOG ]]; then
  tail -c +$((LOG_OFFSET + 1)) "$SERVER_LOG" >"$OUT/server-during-scan.log"
else
  : >"$OUT/server-during-scan.log"
fi
say 'Summary'
set +e
"$PY" - "$OUT" <<'EOF'
import glob, json, os, re, sys
out = sys.argv[1]
status = 0
lines = []
def p(s=""):
    print(s); lines.append(s)

for name in ("anon", "admin"):
    path = os.path.join(out, f"wapiti-{name}.json")
    p(f"wapiti {name}:")
    try:
        report = json.load(open(path))
    except Exception as error:
        p(f"  no report ({error})"); status = 2; continue
    for section in ("vulnerabilities", "anomalies", "additionals"):
        for category, items in sorted(report.get(section, {}).items()):
            if not items:
                continue
            p(f"  [{section}] {category}: {len(items)}")
            for item in items:
                info = (item.get("info") or "").replace("\n", " ")[:160]
                p(f"    {item.get('method', '')} {item.get('path', '')} param={item.get('parameter', '')!r}: {info}")
                request = " | ".join(l.strip() for l in (item.get("http_request") or "").splitlines() if l.strip())
                if request:
                    p(f"      request: {request[:400]}")
    crawled = report.get("infos", {})
    p(f"  crawled from {crawled.get('target', '?')}, scope {crawled.get('scope', '?')}")

p("sqlmap:")
for log in sorted(glob.glob(os.path.join(out, "sqlmap-*.log"))):
    text = open(log, errors="replace").read()
    name = os.path.basename(log)[7:-4]
    verdicts = re.findall(r"parameter '([^']+)' (does not seem to be injectable|is vulnerable|appears to be [^\n]*injectable|might be injectable[^\n]*)", text)
    seen = {}
    for param, verdict in verdicts:
        seen.setdefault(param, set()).add(verdict)
    for param, verdict in seen.items():
        bad = any("not seem" not in v and "might" not in v for v in verdict)
        if bad: status = 2
        p(f"  {name} {param}: {'INJECTABLE: ' if bad else ''}{'; '.join(sorted(verdict))}")
    if "sqlmap identified the following injection" in text:
        status = 2; p(f"  {name}: sqlmap identified an injection point")
    if not seen:
        p(f"  {name}: no verdict (see {log})")

failed, errors = [], {}
for raw in open(os.path.join(out, "server-during-scan.log"), errors="replace"):
    try:
        entry = json.loads(raw)
    except ValueError:
        if raw.strip():
            errors.setdefault("(not JSON)", []).append(raw.strip()[:300])
        continue
    if entry.get("msg") == "request failed" or (isinstance(entry.get("status"), int) and entry["status"] >= 500):
        failed.append(entry)
    elif entry.get("level", 0) >= 50:
        err = entry.get("err") or {}
        errors.setdefault(entry.get("reqId", "-"), []).append(f"{entry.get('msg')}: {err.get('type', '')} {err.get('message', '')}".strip()[:300])
by_status = {}
for entry in failed:
    by_status[entry.get("status")] = by_status.get(entry.get("status"), 0) + 1
p(f"server log: {len(failed)} responses of 500 or more {dict(sorted(by_status.items())) if by_status else ''}")
for entry in failed:
    cause = "; ".join(errors.get(entry.get("reqId", ""), [])) or "-"
    p(f"  {entry.get('status')} {entry.get('method')} {entry.get('path')} (reqId {entry.get('reqId')}): {cause}")
# 503 is the designed answer of a full password-hashing queue (Retry-After); anything else fails the run.
if any(e.get("status") != 503 for e in failed):
    status = 2
other = [m for k, v in errors.items() if k == "(not JSON)" for m in v]
if other:
    p(f"server stderr/other lines: {len(other)}")
    for m in other[:40]:
        p(f"  {m}")
problems = os.path.join(out, "problems.txt")
if os.path.exists(problems):
    status = 2
    p("problems (a scan that did not finish):")
    for m in open(problems):
        p(f"  {m.rstrip()}")
open(os.path.join(out, "summary.txt"), "w").write("\n".join(lines) + "\n")
sys.exit(status)
EOF
RESULT=$?
set -e
echo
echo "security-scan: reports in $OUT (summary.txt, wapiti-*.json, sqlmap-*.log, server-during-scan.log)"
exit "$RESULT"
