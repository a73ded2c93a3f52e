# docker-compose.yml's load balancer (the haproxy service). The scale test writes its own copy of
# this file, with the port it started HAProxy on (test/scale/edge-stack.ts).
backend lb {
    .host = "haproxy";
    .port = "8080";
    .probe = lb_ready;
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}
