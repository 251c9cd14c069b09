vcl 4.1;
# Newsdesk behind Varnish (README, 'Behind a CDN'). Varnish keeps what the server marks shareable
# (Cache-Control: public, s-maxage=CDN_MAX_AGE), for as long as s-maxage says, and drops a page the
# moment the server purges one of its surrogate keys: run Newsdesk with CDN_PURGE=varnish and
# CDN_PURGE_URL=http://<this Varnish>/ (server/cache/cdn-purge.ts sends `PURGE` with `xkey-purge`).
# Needs Debian's varnish-modules (vmod xkey). Change the backend to where Newsdesk (or its load
# balancer) listens, and the purgers to the addresses its processes purge from.
import xkey;

backend default {
  .host = "127.0.0.1";
  .port = "3000";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Not allowed to purge"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in reader or staff member: their own pages, never kept (the server marks them
  # private, no-store too). Any other cookie (consent, the likes cookie) does not change a page.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Host-)?nd_session=") {
    return (pass);
  }
  unset req.http.Cookie;
}

sub vcl_backend_response {
  # xkey reads a kept object's keys from this header: the page's Surrogate-Key, space-separated.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.hits > 0) {
    set resp.http.X-Varnish-Cache = "HIT";
  } else {
    set resp.http.X-Varnish-Cache = "MISS";
  }
}
