#!/usr/bin/env bash
# GPU Rental Advisor - trial-run and acceptance check (kit format 2).
# 算力租赁选型助手 - 试跑与验收检查脚本。
#
# Made for the plan: @PLAN_TITLE_ASCII@ (plan id @PLAN_ID@).
# Run it on the rented machine as an ordinary user:   bash gpu-check.sh [RESULT.json]
# It installs nothing, needs no root, changes nothing but one test file it deletes again, and stops
# itself within 10 minutes (every probe has a time limit; a watchdog stops the whole process group).
# It writes one JSON result file with every tool's raw output kept (base64, at most 128 KiB a tool);
# it says "result written" only once the whole file is on disk and read back, and exits non-zero
# otherwise (exit 4: the result's folder is missing or not writable; 5: a write failed, e.g. a full
# disk; 3: stopped by the watchdog, the result is marked incomplete). Give the file to the buyer.
#
# Optional settings (environment variables):
#   GPU_CHECK_DIR    folder on the data disk for the short read test (default: the current folder)
#   GPU_CHECK_MODEL  local folder of the plan's model (@PLAN_MODEL@) for the load test; it runs only with
#                    vLLM or SGLang already installed, offline: the engine's own benchmark client at the
#                    plan's prompt and answer lengths (@PLAN_INPUT@ and @PLAN_OUTPUT@ tokens) and requests in
#                    flight (@PLAN_CONCURRENCY@, and one step below and above), within the 10 minutes
#   GPU_CHECK_TRAIN_CMD   training plans: the team's own training command, run for at most 4 minutes;
#                    its log should print tokens per second (e.g. "tokens/s: 12345")
#   GPU_CHECK_NO_BENCH=1  skip the load test and the training run
#   GPU_CHECK_READ_MIB    size of the read test in MiB (default 512)

set -u
set -o pipefail
export LC_ALL=C LANG=C

KIT_FORMAT=2
PLAN_ID='@PLAN_ID@'
PLAN_TITLE_B64='@PLAN_TITLE_B64@'
PLAN_MODEL='@PLAN_MODEL@'
PLAN_CONTEXT=@PLAN_CONTEXT@
PLAN_CARDS=@PLAN_CARDS@
PLAN_KIND='@PLAN_KIND@'
PLAN_INPUT=@PLAN_INPUT@
PLAN_OUTPUT=@PLAN_OUTPUT@
PLAN_CONCURRENCY=@PLAN_CONCURRENCY@

OUT_FILE="${1:-gpu-check-result.json}"
TOTAL_LIMIT=540          # seconds for all probes
STOP_COLLECTING=570      # the watchdog stops the collection here and the result is written incomplete
STOP_ALL=595             # ... and stops everything here: the script never runs past 10 minutes
OUTPUT_CAP=131072        # bytes of one tool's output kept in the result
# GPU_CHECK_STOP_S (10 to 595) shortens the whole run, never lengthens it (the kit's own tests use it).
case "${GPU_CHECK_STOP_S:-}" in
    ''|*[!0-9]*) ;;
    *) if [ "${#GPU_CHECK_STOP_S}" -le 3 ] && [ "$GPU_CHECK_STOP_S" -ge 10 ] && [ "$GPU_CHECK_STOP_S" -le 595 ]; then
           STOP_ALL=$GPU_CHECK_STOP_S
           STOP_COLLECTING=$(( STOP_ALL * 96 / 100 ))
           TOTAL_LIMIT=$(( STOP_ALL * 90 / 100 ))
       fi ;;
esac
READ_MIB=512             # size of the sequential read test (GPU_CHECK_READ_MIB: 1 to 4096)
case "${GPU_CHECK_READ_MIB:-}" in
    ''|*[!0-9]*) ;;
    *) if [ "${#GPU_CHECK_READ_MIB}" -le 4 ] && [ "$GPU_CHECK_READ_MIB" -ge 1 ] && [ "$GPU_CHECK_READ_MIB" -le 4096 ]; then
           READ_MIB=$GPU_CHECK_READ_MIB
       fi ;;
esac
START_EPOCH=$(date +%s) || START_EPOCH=0

say() {
    printf '%s\n' "$*" >&2
}

# The result's folder is checked first: better to say so now than after 10 minutes of probing.
case "$OUT_FILE" in
    */*) OUT_DIR=${OUT_FILE%/*}; OUT_DIR=${OUT_DIR:-/} ;;
    *) OUT_DIR=. ;;
esac
if [ ! -d "$OUT_DIR" ]; then
    say "NO RESULT: the folder $OUT_DIR does not exist; give a result file in an existing folder."
    exit 4
fi
if ! : > "$OUT_FILE.part" 2>/dev/null; then
    say "NO RESULT: cannot write into the folder $OUT_DIR (read-only or not yours); give a writable folder."
    exit 4
fi
rm -f "$OUT_FILE.part"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX") || { say "NO RESULT: cannot create a temporary folder"; exit 5; }
PROBES="$WORK/probes"
if ! : > "$PROBES"; then
    say "NO RESULT: cannot write in the temporary folder $WORK"
    exit 5
fi
TEST_FILE=""
BODY=""
WATCHDOG=""

# The handlers below run from traps.
# shellcheck disable=SC2317
cleanup() {
    if [ -n "$TEST_FILE" ]; then
        rm -f "$TEST_FILE"
    fi
    rm -f "$OUT_FILE.part"
    rm -rf "$WORK"
}
# shellcheck disable=SC2317
stop_body() {
    if [ -n "$BODY" ] && kill -0 -- "-$BODY" 2>/dev/null; then
        kill -TERM -- "-$BODY" 2>/dev/null
        sleep 2
        kill -KILL -- "-$BODY" 2>/dev/null
    fi
}
# shellcheck disable=SC2317
on_signal() {
    stop_body
    say "NO RESULT: stopped (signal or the 10-minute watchdog) before the result was written."
    exit 3
}
trap cleanup EXIT
trap on_signal INT TERM HUP

elapsed() {
    echo $(( $(date +%s) - START_EPOCH ))
}

# Seconds a probe may take: its own limit, or what is left of the total.
limit_for() {
    local want=$1 left
    left=$(( TOTAL_LIMIT - $(elapsed) ))
    if [ "$left" -lt 1 ]; then
        echo 0
    elif [ "$want" -lt "$left" ]; then
        echo "$want"
    else
        echo "$left"
    fi
}

# A JSON string from plain text: backslash and quote escaped, control characters dropped.
json_str() {
    printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g'
}

# The raw output (at most OUTPUT_CAP bytes) as base64 on one line, or without base64 as escaped text.
encode_output() {
    if command -v base64 >/dev/null 2>&1; then
        printf '"output_base64":"%s"' "$(head -c "$OUTPUT_CAP" "$1" | base64 | tr -d '\n\r')"
    else
        printf '"output_text":"%s"' "$(head -c "$OUTPUT_CAP" "$1" | tr -d '\000-\010\013-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
            | awk 'BEGIN { ORS = "" } { gsub(/\t/, "\\t"); if (NR > 1) print "\\n"; print }')"
    fi
}

# record NAME STATUS EXIT COMMAND OUTPUT_FILE: one probe's line; a write that fails ends the collection.
record() {
    local sep="," bytes cut=false
    if [ ! -s "$PROBES" ]; then
        sep=""
    fi
    bytes=$(wc -c < "$5" 2>/dev/null | tr -dc '0-9')
    bytes=${bytes:-0}
    if [ "$bytes" -gt "$OUTPUT_CAP" ]; then
        cut=true
    fi
    if ! printf '%s{"name":"%s","status":"%s","exit":%s,"command":"%s","bytes":%s,"cut":%s,%s}\n' "$sep" "$1" "$2" "$3" \
            "$(json_str "$4")" "$bytes" "$cut" "$(encode_output "$5")" >> "$PROBES"; then
        say "NO RESULT: could not record $1 in $WORK (is the disk full?)"
        exit 5
    fi
}

# run_limited SECONDS OUT COMMAND [ARG...]: runs a command with a time limit, its output (first
# OUTPUT_CAP + 1 bytes) into OUT. Sets RC. Without timeout, a background sleeper ends it.
run_limited() {
    local secs=$1 out=$2 pid killer
    shift 2
    if command -v timeout >/dev/null 2>&1; then
        timeout -k 5 "$secs" "$@" < /dev/null 2>&1 | head -c "$((OUTPUT_CAP + 1))" > "$out"
        RC=${PIPESTATUS[0]}
    else
        "$@" < /dev/null > "$out.full" 2>&1 &
        pid=$!
        ( sleep "$secs"; kill -TERM "$pid" 2>/dev/null; sleep 5; kill -KILL "$pid" 2>/dev/null ) > /dev/null 2>&1 &
        killer=$!
        wait "$pid"
        RC=$?
        kill "$killer" 2>/dev/null
        if [ "$RC" -eq 143 ] || [ "$RC" -eq 137 ]; then
            RC=124
        fi
        head -c "$((OUTPUT_CAP + 1))" "$out.full" > "$out"
        rm -f "$out.full"
    fi
}

# probe NAME SECONDS COMMAND [ARG...]: runs a command with a time limit and records what it printed.
probe() {
    local name=$1 want=$2 out status secs
    shift 2
    out="$WORK/$name.out"
    : > "$out" || exit 5
    if ! command -v "$1" >/dev/null 2>&1; then
        printf '%s\n' "$1" >> "$WORK/notfound" || exit 5
        record "$name" missing 127 "$*" "$out"
        return 127
    fi
    secs=$(limit_for "$want")
    if [ "$secs" -lt 1 ]; then
        record "$name" skipped 0 "$*" "$out"
        return 1
    fi
    run_limited "$secs" "$out" "$@"
    status=ok
    if [ "$RC" -eq 124 ] || [ "$RC" -eq 137 ]; then
        status=timeout
    elif [ "$RC" -eq 141 ] && [ "$(wc -c < "$out")" -gt "$OUTPUT_CAP" ]; then
        status=ok # stopped by the cap on its output: what it printed first is kept, marked cut
    elif [ "$RC" -ne 0 ]; then
        status=failed
    fi
    record "$name" "$status" "$RC" "$*" "$out"
    [ "$status" = ok ]
}

# note NAME TEXT: records text the script itself worked out (a file listing, a folder's speeds).
note() {
    local out="$WORK/$1.out"
    printf '%s\n' "$2" > "$out" || exit 5
    record "$1" ok 0 "(gpu-check.sh)" "$out"
}

# --- Load test: the engine's own benchmark client at the plan's load ------------------------------
# A server of the engine is started on the model folder; its client sends the plan's prompt and answer
# lengths (random dataset, fixed lengths, end of text ignored so every answer is as long as planned) at
# the plan's requests in flight first, then one step (a quarter, at least 1) below and above. Each run
# has its own time limit; the GPUs' clocks, power and throttle reasons are sampled every second meanwhile.

port_free() {
    python3 - "$1" <<'PY' > /dev/null 2>&1
import socket, sys
s = socket.socket()
s.bind(("127.0.0.1", int(sys.argv[1])))
s.close()
PY
}

server_ready() {
    python3 - "$1" <<'PY' > /dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen("http://127.0.0.1:%s/health" % sys.argv[1], timeout=2)
PY
}

load_levels() {
    local step=$(( PLAN_CONCURRENCY / 4 ))
    [ "$step" -ge 1 ] || step=1
    if [ "$PLAN_CONCURRENCY" -gt "$step" ]; then
        echo "$PLAN_CONCURRENCY $(( PLAN_CONCURRENCY - step )) $(( PLAN_CONCURRENCY + step ))"
    else
        echo "$PLAN_CONCURRENCY $(( PLAN_CONCURRENCY + step ))"
    fi
}

# load_test ENGINE: starts the server, waits for it (at most until 60 % of the time is spent), runs the levels.
load_test() {
    local engine=$1 port=18765 server log="$WORK/engine.log" levels c n left secs sampler=""
    while ! port_free "$port" && [ "$port" -lt 18800 ]; do port=$((port + 1)); done
    levels=$(load_levels)
    note load_plan "engine $engine
input_tokens $PLAN_INPUT
output_tokens $PLAN_OUTPUT
concurrency $PLAN_CONCURRENCY
levels $levels
tensor_parallel $PLAN_CARDS"
    if [ "$engine" = vllm ]; then
        vllm serve "$BENCH_MODEL" --tensor-parallel-size "$PLAN_CARDS" --max-model-len "$PLAN_CONTEXT" \
            --port "$port" --disable-log-requests > "$log" 2>&1 < /dev/null &
    else
        python3 -m sglang.launch_server --model-path "$BENCH_MODEL" --tp-size "$PLAN_CARDS" \
            --context-length "$PLAN_CONTEXT" --port "$port" > "$log" 2>&1 < /dev/null &
    fi
    server=$!
    while ! server_ready "$port"; do
        if ! kill -0 "$server" 2>/dev/null || [ "$(elapsed)" -ge $(( TOTAL_LIMIT * 6 / 10 )) ]; then
            break
        fi
        sleep 3
    done
    if server_ready "$port"; then
        if [ "$GPU_TOOL" = nvidia-smi ]; then
            secs=$(limit_for "$TOTAL_LIMIT")
            timeout "$secs" nvidia-smi --query-gpu=timestamp,index,clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu,clocks_throttle_reasons.active \
                --format=csv -l 1 < /dev/null 2>&1 | head -c "$((OUTPUT_CAP + 1))" > "$WORK/gpu_during_load.out" &
            sampler=$!
        fi
        for c in $levels; do
            left=$(( TOTAL_LIMIT - $(elapsed) ))
            [ "$left" -ge 20 ] || { note "load_c${c}_skipped" "skipped (no-time): the 10 minutes were spent"; continue; }
            n=$(( c * 2 ))
            if [ "$engine" = vllm ]; then
                probe "load_c$c" 150 vllm bench serve --backend vllm --model "$BENCH_MODEL" --port "$port" \
                    --dataset-name random --random-input-len "$PLAN_INPUT" --random-output-len "$PLAN_OUTPUT" \
                    --ignore-eos --num-prompts "$n" --max-concurrency "$c" \
                    --percentile-metrics ttft,tpot,itl --metric-percentiles 50,95,99 \
                    --save-result --result-dir "$WORK" --result-filename "load_c$c.json"
            else
                probe "load_c$c" 150 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$port" \
                    --dataset-name random --random-input-len "$PLAN_INPUT" --random-output-len "$PLAN_OUTPUT" \
                    --random-range-ratio 1 --num-prompts "$n" --max-concurrency "$c" --output-file "$WORK/load_c$c.json"
            fi
            if [ -s "$WORK/load_c$c.json" ]; then
                record "load_c${c}_json" ok 0 "(result file of the benchmark client)" "$WORK/load_c$c.json"
            fi
        done
        if [ -n "$sampler" ]; then
            kill "$sampler" 2>/dev/null
            wait "$sampler" 2>/dev/null
            record gpu_during_load ok 0 "nvidia-smi --query-gpu=...clocks_throttle_reasons.active --format=csv -l 1" "$WORK/gpu_during_load.out"
        fi
    else
        note load_skipped "skipped (no-server): the $engine server did not answer in time (see engine_log)"
    fi
    kill "$server" 2>/dev/null
    sleep 2
    kill -KILL "$server" 2>/dev/null
    tail -c 65536 "$log" > "$log.tail" 2>/dev/null
    record engine_log ok 0 "(the engine server's log, its last 64 KiB)" "$log.tail"
}

# Training plans: the team's own command for at most 4 minutes; the last 128 KiB of its log are kept.
train_run() {
    local out="$WORK/train_run.out" secs status
    secs=$(limit_for 240)
    if [ "$secs" -lt 30 ]; then
        note bench_skipped "skipped (no-time): the 10 minutes were spent"
        return
    fi
    timeout -k 5 "$secs" bash -c "$GPU_CHECK_TRAIN_CMD" < /dev/null 2>&1 | tail -c "$OUTPUT_CAP" > "$out"
    RC=${PIPESTATUS[0]}
    note train_plan "seconds $secs"
    status=failed
    if [ "$RC" -eq 0 ]; then
        status=ok
    elif [ "$RC" -eq 124 ]; then
        status=timeout # the usual end: the log up to the time limit is what is read
    fi
    record train_run "$status" "$RC" "(GPU_CHECK_TRAIN_CMD)" "$out"
}

bench() {
    BENCH_MODEL="${GPU_CHECK_MODEL:-}"
    if [ "${GPU_CHECK_NO_BENCH:-0}" = 1 ]; then
        note bench_skipped "skipped (disabled): GPU_CHECK_NO_BENCH=1"
    elif [ -z "$GPU_TOOL" ]; then
        note bench_skipped "skipped (no-gpu): no GPU could be read"
    elif [ "$PLAN_KIND" = training ]; then
        if [ -n "${GPU_CHECK_TRAIN_CMD:-}" ] && command -v timeout >/dev/null 2>&1; then
            train_run
        else
            note bench_skipped "skipped (no-train-cmd): set GPU_CHECK_TRAIN_CMD to the team's training command"
        fi
    elif ! command -v python3 >/dev/null 2>&1; then
        note bench_skipped "skipped (no-python): python3 not found"
    elif [ -z "$BENCH_MODEL" ] || [ ! -d "$BENCH_MODEL" ]; then
        note bench_skipped "skipped (no-model): no local model folder; set GPU_CHECK_MODEL to the model's folder"
    else
        export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
        if command -v vllm > /dev/null 2>&1; then
            load_test vllm
        elif probe sglang_present 60 python3 -c 'import sglang; print(sglang.__version__)'; then
            load_test sglang
        else
            note bench_skipped "skipped (no-engine): neither vLLM nor SGLang is installed"
        fi
    fi
}

# The collection: every probe, in its own process group so that the watchdog can stop all of it.
collect() {
    say "GPU Rental Advisor acceptance check: collecting (at most 10 minutes)..."
    # --- GPUs -------------------------------------------------------------------------------------
    GPU_TOOL=""
    GPU_TRIED=""
    if probe nvidia_smi_query 30 nvidia-smi \
            --query-gpu=index,name,pci.bus_id,memory.total,driver_version,power.limit,power.default_limit,power.max_limit,clocks.max.sm,pcie.link.gen.max,pcie.link.gen.current,pcie.link.width.max,pcie.link.width.current,uuid \
            --format=csv; then
        GPU_TOOL=nvidia-smi
        probe nvidia_smi 30 nvidia-smi
        probe nvidia_topo 30 nvidia-smi topo -m
        probe nvidia_nvlink 30 nvidia-smi nvlink -s
    elif command -v nvidia-smi >/dev/null 2>&1; then
        GPU_TRIED="$GPU_TRIED nvidia-smi"
    fi
    if probe npu_smi 30 npu-smi info; then
        GPU_TOOL="${GPU_TOOL:-npu-smi}"
    elif command -v npu-smi >/dev/null 2>&1; then
        GPU_TRIED="$GPU_TRIED npu-smi"
    fi
    if probe rocm_smi 30 rocm-smi --showproductname --showmeminfo vram --showdriverversion --showpower; then
        GPU_TOOL="${GPU_TOOL:-rocm-smi}"
    elif command -v rocm-smi >/dev/null 2>&1; then
        GPU_TRIED="$GPU_TRIED rocm-smi"
    fi
    if probe hy_smi 30 hy-smi --showproductname --showmeminfo vram --showpower; then
        GPU_TOOL="${GPU_TOOL:-hy-smi}"
    elif command -v hy-smi >/dev/null 2>&1; then
        GPU_TRIED="$GPU_TRIED hy-smi"
    fi
    if [ -n "$GPU_TOOL" ]; then
        probe nvcc 20 nvcc --version
    fi
    DEVICES=""
    for d in /dev/nvidia[0-9]* /dev/davinci[0-9]* /dev/kfd /dev/dri/renderD*; do
        if [ -e "$d" ]; then
            DEVICES="$DEVICES$d
    "
        fi
    done
    note gpu_devices "$DEVICES"
    probe lspci 20 lspci -nn

    # --- CPU, memory, system ------------------------------------------------------------------------
    probe lscpu 20 lscpu
    probe free 20 free -b
    probe uname 10 uname -srm
    if [ -r /etc/os-release ]; then
        probe os_release 10 cat /etc/os-release
    fi

    # --- Disks and a short sequential read ------------------------------------------------------------
    probe lsblk 20 lsblk -b -d -P -o NAME,SIZE,ROTA,TRAN,TYPE,MODEL
    READ_DIR="${GPU_CHECK_DIR:-$PWD}"
    probe df 20 df -P -B1 "$READ_DIR"
    if [ -d "$READ_DIR" ] && [ -w "$READ_DIR" ]; then
        TEST_FILE="$READ_DIR/.gpu-check-read-test.$$"
        # Written once with direct I/O, then read back with direct I/O so the page cache is not measured.
        if probe disk_write 60 dd if=/dev/zero of="$TEST_FILE" bs=1M count="$READ_MIB" oflag=direct conv=fsync; then
            probe disk_read 60 dd if="$TEST_FILE" of=/dev/null bs=1M iflag=direct
        else
            note disk_read_skipped "the test file could not be written with direct I/O in $READ_DIR"
        fi
        rm -f "$TEST_FILE"
        TEST_FILE=""
    else
        note disk_read_skipped "the folder $READ_DIR is not writable; set GPU_CHECK_DIR to a folder on the data disk"
    fi

    # --- Network ------------------------------------------------------------------------------------
    SPEEDS=""
    for n in /sys/class/net/*; do
        [ -e "$n" ] || continue
        name=${n##*/}
        [ "$name" = lo ] && continue
        speed=$(cat "$n/speed" 2>/dev/null || true)
        state=$(cat "$n/operstate" 2>/dev/null || true)
        SPEEDS="${SPEEDS}net $name ${speed:-unknown} ${state:-unknown}
    "
    done
    for p in /sys/class/infiniband/*/ports/*; do
        [ -e "$p/rate" ] || continue
        dev=${p#/sys/class/infiniband/}
        SPEEDS="${SPEEDS}ib ${dev%%/*}/${p##*/} $(cat "$p/rate" 2>/dev/null || echo unknown) $(cat "$p/state" 2>/dev/null || echo unknown)
    "
    done
    note net_speed "$SPEEDS"
    probe ip_link 10 ip -o link
    printf '%s' "$GPU_TOOL" > "$WORK/gputool" || exit 5
    printf '%s' "$GPU_TRIED" > "$WORK/gputried" || exit 5
    bench
    exit 0
}

# --- Run the collection under the watchdog -----------------------------------------------------------
set -m
collect < /dev/null &
BODY=$!
set +m
MAIN_PID=$$
( trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
  sleep "$STOP_COLLECTING" & sleeper=$!
  wait "$sleeper" || exit 0
  kill -TERM -- "-$BODY"; sleep 3; kill -KILL -- "-$BODY"
  sleep $(( STOP_ALL - STOP_COLLECTING - 3 )) & sleeper=$!
  wait "$sleeper" || exit 0
  kill -TERM "$MAIN_PID"; sleep 3; kill -KILL "$MAIN_PID" ) > /dev/null 2>&1 &
WATCHDOG=$!
wait "$BODY"
BODY_RC=$?
stop_body   # whatever the collection left running: a hung tool, an engine's workers
BODY=""
COMPLETE=true
STOPPED=""
case "$BODY_RC" in
    0) ;;
    5) kill "$WATCHDOG" 2>/dev/null; say "NO RESULT: a write failed while collecting (is the disk full?)"; exit 5 ;;
    *) COMPLETE=false; STOPPED="stopped after $(elapsed) s (exit $BODY_RC) before every probe ran" ;;
esac

# --- The result file ----------------------------------------------------------------------------
GPU_TOOL=$(cat "$WORK/gputool" 2>/dev/null)
GPU_TRIED=$(cat "$WORK/gputried" 2>/dev/null)
if [ -n "$GPU_TOOL" ]; then
    SUMMARY="GPUs read with $GPU_TOOL"
elif [ -n "$GPU_TRIED" ]; then
    SUMMARY="could not read the GPUs:$GPU_TRIED ran but did not answer as expected (see its raw output)"
else
    SUMMARY="no GPU tool found: none of nvidia-smi, npu-smi, rocm-smi, hy-smi is installed"
fi
MISSING_JSON=""
if [ -f "$WORK/notfound" ]; then
    while IFS= read -r t; do
        MISSING_JSON="$MISSING_JSON${MISSING_JSON:+,}\"$(json_str "$t")\""
    done < "$WORK/notfound"
fi
NOT_FOUND=$(tr '\n' ' ' < "$WORK/notfound" 2>/dev/null)

# write_result: the file beside its final name, checked at every write, then renamed and read back.
write_result() {
    local part="$OUT_FILE.part" size
    printf '{\n"format":"gpu-rental-acceptance-result",\n"version":1,\n' > "$part" || return 1
    printf '"kit":{"format":%s,"planId":"%s","planTitle_base64":"%s","model":"%s","contextTokens":%s,"cards":%s,"kind":"%s","inputTokens":%s,"outputTokens":%s,"concurrency":%s},\n' \
        "$KIT_FORMAT" "$(json_str "$PLAN_ID")" "$(json_str "$PLAN_TITLE_B64")" "$(json_str "$PLAN_MODEL")" \
        "$PLAN_CONTEXT" "$PLAN_CARDS" "$PLAN_KIND" "$PLAN_INPUT" "$PLAN_OUTPUT" "$PLAN_CONCURRENCY" >> "$part" || return 1
    printf '"machine":{"hostname":"%s","startedAt":%s,"seconds":%s},\n' \
        "$(json_str "$(uname -n 2>/dev/null)")" "$START_EPOCH" "$(elapsed)" >> "$part" || return 1
    printf '"gpuTool":"%s",\n"summary":"%s",\n"stopped":"%s",\n"notFound":[%s],\n"probes":[\n' \
        "$(json_str "$GPU_TOOL")" "$(json_str "$SUMMARY")" "$(json_str "$STOPPED")" "$MISSING_JSON" >> "$part" || return 1
    cat "$PROBES" >> "$part" || return 1
    # "complete" is the file's last field: a copy cut anywhere before it does not read as complete.
    printf '],\n"complete":%s\n}\n' "$COMPLETE" >> "$part" || return 1
    size=$(wc -c < "$part" | tr -dc '0-9') || return 1
    sync "$part" 2>/dev/null
    mv -f "$part" "$OUT_FILE" || return 1
    [ -f "$OUT_FILE" ] && [ "$(wc -c < "$OUT_FILE" | tr -dc '0-9')" = "$size" ] || return 1
    tail -c 40 "$OUT_FILE" | tr -d '\n' | grep -q "\"complete\":$COMPLETE}\$" || return 1
    # Read back as JSON where a working python3 is there (one that cannot start proves nothing either way).
    if python3 -c 'import json' > /dev/null 2>&1; then
        python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$OUT_FILE" > /dev/null 2>&1 || return 1
    fi
}

if ! write_result; then
    kill "$WATCHDOG" 2>/dev/null
    rm -f "$OUT_FILE.part"
    say "NO RESULT: the result could not be written to $OUT_FILE (disk full, folder removed or not writable?)."
    say "Free some space or give another folder (bash gpu-check.sh /path/to/result.json) and run the script again."
    exit 5
fi
kill "$WATCHDOG" 2>/dev/null
say "$SUMMARY"
if [ -n "$NOT_FOUND" ]; then
    say "not found on this machine: $NOT_FOUND"
fi
if [ "$COMPLETE" != true ]; then
    say "INCOMPLETE result written to $OUT_FILE: $STOPPED. The buyer's app will refuse it; run the script again."
    exit 3
fi
say "result written to $OUT_FILE ($(elapsed) s, read back and complete); give this file to the buyer."
exit 0
