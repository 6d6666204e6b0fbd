#!/usr/bin/env bash
# Restarts the shop's instances one at a time without losing a request (deploy/README.md,
# "Rolling restart"): each is taken out of nginx's rotation, restarted once nginx's old workers
# have finished their requests, and put back once /api/health/ready answers.
#   sudo deploy/rolling-restart.sh            every instance in the upstream, in order
#   sudo deploy/rolling-restart.sh 3002       just that one
# FACET_NGINX_CONF: the file with "upstream facet" (default /etc/nginx/conf.d/facet.conf).
set -euo pipefail

conf=${FACET_NGINX_CONF:-/etc/nginx/conf.d/facet.conf}
ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(sed -nE 's/^[[:space:]]*server 127\.0\.0\.1:([0-9]+) .*/\1/p' "$conf")
fi
[ ${#ports[@]} -gt 0 ] || { echo "no instances found in $conf" >&2; exit 1; }

# mark PORT down|up: adds or removes "down" on the instance's server line, then reloads nginx.
mark() {
  if [ "$2" = down ]; then
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:$1 [^;]*[^;n ])( down)?;/\1 down;/" "$conf"
  else
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:$1 [^;]*) down;/\1;/" "$conf"
  fi
  nginx -t -q
  nginx -s reload
}

# Old workers finish the requests they hold, then exit; until then they may still use the instance.
wait_for_old_workers() {
  sleep 1
  while pgrep -f 'nginx: worker process is shutting down' >/dev/null; do sleep 1; done
}

wait_until_ready() {
  for _ in $(seq 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$1/api/health/ready" && return 0
    sleep 1
  done
  echo "facet@$1 is not ready after 120 s: left out of nginx's rotation (journalctl -u facet@$1)" >&2
  exit 1
}

for port in "${ports[@]}"; do
  echo "facet@$port: out of rotation"
  mark "$port" down
  wait_for_old_workers
  echo "facet@$port: restarting"
  systemctl restart "facet@$port"
  wait_until_ready "$port"
  mark "$port" up
  echo "facet@$port: back in rotation"
done
