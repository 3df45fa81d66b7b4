#!/usr/bin/env bash
# Starts a throw-away Redis (no persistence) on loopback for the shared rate-limit test and prints its
# URL on stdout (all else on stderr). Reuses one already answering on the port.
set -euo pipefail
exec 3>&1 1>&2
port="${CI_REDIS_PORT:-6390}"
if ! redis-cli -p "$port" ping 2>/dev/null | grep -q PONG; then
  # fd 3 closed: the daemon must not hold the caller's $(…) pipe open.
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes 3>&- >/dev/null 2>&1
  for _ in $(seq 1 50); do
    redis-cli -p "$port" ping 2>/dev/null | grep -q PONG && break
    sleep 0.1
  done
fi
redis-cli -p "$port" ping | grep -q PONG
echo "redis://127.0.0.1:${port}/0" >&3
