vcl 4.1;

# The edge cache in front of the load balancer (docs/architecture.md §5.5, docs/security.md "The
# edge"). It keeps what our Cache-Control allows, keyed on the scheme, host and URL (Vary:
# Accept-Encoding, normalised), the URL cut down to what its route reads; never for a visitor with
# a session; and takes purges by surrogate key (xkey) from our publish webhook.
# Listeners: `public` (plain HTTP), `tls` (from the TLS terminator, deploy/haproxy/tls.cfg, over
# the PROXY protocol: every request on it arrived over HTTPS) and `purge`; only the edge says
# which scheme and client a request had: whatever a client sent as X-Forwarded-* is replaced.
# The same file runs in docker-compose.yml and in test/scale (apt's varnish + varnish-modules).

import directors;
import std;
import vsthrottle;
import xkey;

# Backends are health-checked through the load balancer: when it answers 503 (no app instance
# up), the backend is sick and cached pages are served stale for their stale-if-error window.
probe lb_ready {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# `backend lb { .host = …; .port = …; .probe = lb_ready; }`: deploy/varnish/backend.vcl in
# docker-compose.yml; the scale test writes its own with the load balancer's free port.
include "backend.vcl";

sub vcl_init {
    # The purge token is compared as SHA-256 digests (vmod_directors' shard key of a string), so the
    # time a wrong token takes does not depend on how much of it is right: VCL's own string
    # comparison stops at the first differing byte (docs/security.md "The edge").
    new purge_digest = directors.shard();
}

# Who may purge: addresses on the purge listener (`-a purge=…`, never published) that also send
# the shared token (EDGE_PURGE_SECRET in varnishd's environment and in the app's).
acl purgers {
    "127.0.0.0"/8;
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    set req.backend_hint = lb;
    if (req.restarts > 0 && req.http.X-Gkn-Beyond-Swr) {
        # vcl_hit found a copy past stale-while-revalidate while the app is up: fetch it anew.
        set req.grace = 0s;
    } else {
        unset req.http.X-Gkn-Beyond-Swr;
    }

    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers || std.getenv("EDGE_PURGE_SECRET") == ""
            || !req.http.X-Purge-Token) {
            return (synth(403, "Forbidden"));
        }
        # Digests first; the strings themselves only when the digests agree (a 32-bit digest could
        # collide), so only the right token ever reaches the byte-by-byte comparison.
        if (purge_digest.key(req.http.X-Purge-Token) != purge_digest.key(std.getenv("EDGE_PURGE_SECRET"))
            || req.http.X-Purge-Token != std.getenv("EDGE_PURGE_SECRET")) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "Name the surrogate keys in the xkey header"));
        }
        set req.http.X-Purged = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.X-Purged));
    }
    if (local.socket == "purge") {
        return (synth(405, "Purges only"));
    }
    call gkn_forwarded_headers;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The login's steps and the JSON API are per visitor: passed with their cookies.
    if (req.url ~ "^/(auth|api)/") {
        return (pass);
    }
    # A preview shows a draft to whoever holds its signed link (docs/architecture.md §7 "Preview"):
    # never looked up nor kept here, its data endpoint neither.
    if (req.url ~ "(?i)^/preview([/?]|$)" || req.url ~ "(?i)^/_data\?(.*&)?route=preview(&|$)") {
        return (pass);
    }

    # A visitor with a session (the app's cookie, docs/architecture.md §6.3) gets pages rendered
    # for them: never a cached copy, and theirs is never kept.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?gkn\.sid=") {
        return (pass);
    }
    # Every other cookie (consent, analytics, the readable login flag) does not change a page.
    unset req.http.Cookie;
    unset req.http.Authorization;

    # A form's confirmation (form/formstatus) is one visitor's and is never shared.
    if (req.url ~ "[?&](form|formstatus)=") {
        return (pass);
    }
    call gkn_route_query;

    # Vary: Accept-Encoding with at most three values, in the order our server prefers.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } else if (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    return (hash);
}

# Who the client was and how it came: set here from the connection, never taken from the client
# (docs/security.md "The edge"). The app trusts these from its load balancer (TRUST_PROXY), and a
# copy kept for one scheme must never be served for the other (vcl_hash).
sub gkn_forwarded_headers {
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Port;
    unset req.http.X-Forwarded-Server;
    unset req.http.X-Forwarded-Ssl;
    unset req.http.Forwarded;
    unset req.http.X-Real-IP;
    # client.ip is the client's own address, on the tls listener too (the PROXY protocol).
    set req.http.X-Forwarded-For = client.ip;
    if (local.socket == "tls") {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }
}

# The query as the app's page cache keys it (src/server/pages/page-cache-query.ts), per route family of
# the route table (src/app/routes/routes.tsx), so that a parameter no route reads is neither an
# edge entry of its own nor a trip to the origin; the origin is asked for exactly the URL that is
# kept. Campaign and click-id parameters are dropped everywhere, the rest sorted by name.
sub gkn_route_query {
    if (req.url !~ "\?") {
        return;
    }
    if (req.url ~ "^/_data\?") {
        # A client-side navigation's data: the route and the page's path, nothing else.
        set req.http.X-Gkn-Query = "";
        if (req.url ~ "[?&]path=") {
            set req.http.X-Gkn-Query = "path=" + regsub(req.url, "^.*[?&]path=([^&]*).*$", "\1");
        }
        if (req.url ~ "[?&]route=") {
            set req.http.X-Gkn-Query = req.http.X-Gkn-Query + "&route="
                + regsub(req.url, "^.*[?&]route=([^&]*).*$", "\1");
        }
        set req.url = "/_data?" + req.http.X-Gkn-Query;
        unset req.http.X-Gkn-Query;
    } else if (req.url ~ "^/(zoeken|search|portlet)([/?]|$)") {
        # Search and portlet pages read their page, sort, term, result and filters; which names are
        # filters only the search service knows, so every other name goes on to the app, whose own
        # cache key drops what is not a filter of that scope (one origin trip, answered from its
        # cache) and whose answer then says so: it is not kept here (vcl_backend_response).
        set req.url = regsuball(req.url,
            "([?&])(utm_[a-z_]+|mc_[a-z]+|gclid|dclid|fbclid|msclkid|yclid|twclid|igshid|wbraid|gbraid|_ga|_gl)=[^&]*", "\1");
    } else if (req.url ~ "^/(_cms-media|_ai|preview|mijn-gkn|logout|ai-zoeken|ai-search|aiSearch)([/?]|$)") {
        # Media the CMS answers (its query is its own), and pages of one visitor that are not kept.
        return;
    } else {
        # Every other route reads its path alone: pages, robots.txt, the sitemap, files, embeds.
        set req.url = regsub(req.url, "\?.*$", "");
        return;
    }
    set req.url = regsuball(req.url, "&{2,}", "&");
    set req.url = regsub(req.url, "\?&+", "?");
    set req.url = regsub(req.url, "[?&]+$", "");
    set req.url = std.querysort(req.url);
}

sub vcl_hash {
    # The scheme is part of every key: an http copy (no HSTS) is never an https answer.
    hash_data(req.http.X-Forwarded-Proto);
    # On to the built-in vcl_hash: the URL and the Host.
}

# Every trip to the origin for a kept kind of answer starts here. One client may make at most
# EDGE_ORIGIN_TRIPS_PER_10S of them in ten seconds (600 unless set): a loop of made-up URLs, which
# no key can fold into a kept page, then gets a 429 instead of reaching the app, while the pages
# the edge holds are still served to it (hits never come here).
sub vcl_miss {
    if (vsthrottle.is_denied("origin:" + client.ip,
            std.integer(s = std.getenv("EDGE_ORIGIN_TRIPS_PER_10S"), fallback = 600), 10s)) {
        return (synth(429, "Too many requests"));
    }
}

sub vcl_synth {
    if (resp.status == 429) {
        set resp.http.Retry-After = "10";
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        synthetic("Too many requests for pages this edge does not hold. Please try again in a moment.");
        return (deliver);
    }
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Within stale-while-revalidate: served now, refreshed in the background.
    if (obj.ttl + std.duration(obj.http.X-Gkn-Swr + "s", 0s) > 0s) {
        return (deliver);
    }
    # Past it, a stale copy is only for when no app instance answers (stale-if-error).
    if (!std.healthy(req.backend_hint)) {
        return (deliver);
    }
    set req.http.X-Gkn-Beyond-Swr = "1";
    return (restart);
}

sub vcl_backend_response {
    # A refresh that failed keeps the stale copy instead of replacing it with the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # TTL comes from s-maxage (Varnish reads it); grace is the longer of stale-while-revalidate
    # and stale-if-error, and vcl_hit tells the two apart with the window kept on the object.
    set beresp.http.X-Gkn-Swr = "0";
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.http.X-Gkn-Swr = regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=(\d+).*", "\1");
    }
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, ".*stale-if-error=(\d+).*", "\1") + "s", beresp.grace);
    }
    if (beresp.grace < std.duration(beresp.http.X-Gkn-Swr + "s", 0s)) {
        set beresp.grace = std.duration(beresp.http.X-Gkn-Swr + "s", 0s);
    }
    # A URL with parameters its page does not read (a search page's filter names are known only to
    # the search service, so gkn_route_query cannot drop them) is answered with the kept URL's page
    # but gets no entry of its own: a loop of junk URLs cannot push real pages out.
    if (beresp.http.X-Gkn-Unread-Query) {
        set beresp.storage = storage.strays;
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.keep = 0s;
        return (deliver);
    }
    # Only what says it may be shared is kept: private, no-store and cookies are the visitor's.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)"
        || !(beresp.http.Cache-Control ~ "(s-maxage|max-age)=")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # A page may vary on nothing but its encoding (normalised above).
    if (beresp.http.Vary && beresp.http.Vary !~ "^\s*Accept-Encoding\s*$") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # A page that does not exist (a 404 or 410, or a client navigation's data for one) is kept in
    # the small store of its own (varnishd's `-s strays=…`): made-up paths, which no key can fold
    # together, push out only each other and never a real page from the `pages` store.
    if (beresp.status == 404 || beresp.status == 410 || beresp.http.X-Gkn-Not-Found) {
        set beresp.storage = storage.strays;
    }
    # The app's own page-cache marker would mislead on an edge hit: the edge says X-Edge instead.
    unset beresp.http.x-cache;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Edge = "HIT";
    } else {
        set resp.http.X-Edge = "MISS";
    }
    # Internal to the edge: the surrogate keys and the window kept for vcl_hit.
    unset resp.http.X-Gkn-Swr;
    unset resp.http.X-Gkn-Unread-Query;
    unset resp.http.X-Gkn-Not-Found;
    unset resp.http.xkey;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

sub vcl_backend_error {
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    set beresp.ttl = 0s;
    synthetic("Service temporarily unavailable. Please try again in a moment.");
    return (deliver);
}
