#!/usr/bin/env bash
# The reliability suite a release must pass (not in the default test run: it takes a few
# minutes and floods the machine's loopback). It prints a table of what held:
#   - floods against a real `rukh serve` (tools/soak.py): a connection flood, an analysis-socket
#     flood, a slow-body flood and a socket-reconnect flood, each beside a legitimate client's
#     requests from another address (served or not, and the worst latency);
#   - kill -9 under load, on SQLite and (with RUKH_TEST_POSTGRES=postgres://...) PostgreSQL, with
#     every acknowledged move looked for after the restart;
#   - the abuse of accounts, ratings and tournaments, each a test that reproduces the attack:
#     a sign-in lockout, farmed ratings, a deleted account's games and Swiss board, two live
#     games at once, look-alike names, tokens, tournaments made by the hundred.
# Exits non-zero when a line did not hold.
#   tools/soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${CARGO_TARGET_DIR:-target}
cargo build --release -q -p rukh
ok=0
echo "== floods and kill -9 (tools/soak.py)"
python3 tools/soak.py "$TARGET/release/rukh" ${RUKH_TEST_POSTGRES:+--database "$RUKH_TEST_POSTGRES"} || ok=1
echo
echo "== abuse of accounts, ratings and tournaments"
echo "| what | result |"
echo "|---|---|"
abuse=(
  "players sign_ins_are_limited_per_network_and_nobody_is_locked_out|sign-in: no lockout, limits per network, IPv6 /64 one client"
  "players sign_in_limits_are_shared_by_the_processes|sign-in limits shared by the processes"
  "players a_rated_game_changes_both_ratings_once|ratings: 40 games without play change nothing"
  "players a_deleted_account_ends_its_play_and_leaves_its_tournaments|deleted account: games, seeks, keys, Swiss board"
  "players a_bot_plays_a_whole_game_with_its_token|tokens: end with the password, cannot mint tokens"
  "players tournaments_are_made_a_few_a_day|tournaments: five a day for an account"
  "players names_that_look_like_an_account_are_refused|names: look-alikes and overrides refused"
  "players an_old_private_link_seats_its_visitor_and_leaves_the_address|old seat links: the visitor's own name"
  "hardening sockets_count_against_the_caps_while_they_live|sockets within the connection caps"
  "hardening reconnecting_in_a_loop_is_throttled|reconnect loop throttled"
  "hardening a_dripping_body_is_cut_at_its_deadline|dripping body cut"
  "api metrics_for_prometheus|/metrics only for the operator's addresses"
  "rukh:instances two_processes_share_a_clients_limits|request limit and quotas shared by the processes (PostgreSQL)"
  "rukh:bot a_bot_resigns_for_an_engine_that_hangs|rukh bot resigns for a hung engine"
)
for line in "${abuse[@]}"; do
  test=${line%%|*}
  what=${line#*|}
  package=rukh-web # "PACKAGE:TEST NAME" for another package's tests
  if [[ $test == *:* ]]; then package=${test%%:*}; test=${test#*:}; fi
  if cargo test -q -p "$package" --test ${test% *} -- --exact "${test#* }" >/dev/null 2>&1; then
    echo "| $what | held |"
  else
    echo "| $what | NOT HELD |"
    ok=1
  fi
done
exit $ok
