#!/bin/bash
# Diagram load: 100 clients, each asking a 2000-px PNG diagram of the server at 127.0.0.1:8099 again
# and again, for $1 seconds; each answer's status and time go to flood.out. See docs/performance.md.
end=$((SECONDS + $1))
one() { while [ $SECONDS -lt $end ]; do curl -s -o /dev/null -w "%{http_code} %{time_total}\n" "http://127.0.0.1:8099/api/diagram/shatranj?format=png&width=2000"; done; }
for i in $(seq 100); do one & done > flood.out
wait
