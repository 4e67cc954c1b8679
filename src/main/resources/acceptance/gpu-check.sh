#!/usr/bin/env bash
# GPU Rental Advisor - trial-run and acceptance check (kit format 1).
# 算力租赁选型助手 - 试跑与验收检查脚本。
#
# Made for the plan: @PLAN_TITLE_ASCII@ (plan id @PLAN_ID@).
# Run it on the rented machine as an ordinary user:   bash gpu-check.sh [RESULT.json]
# It installs nothing, needs no root, changes nothing but one test file it deletes again, and stops
# itself within 10 minutes (every probe has a time limit). It writes one JSON result file with every
# tool's raw output kept (base64); give that file back to the buyer, who imports it in the app.
#
# Optional settings (environment variables):
#   GPU_CHECK_DIR    folder on the data disk for the short read test (default: the current folder)
#   GPU_CHECK_MODEL  local folder of the plan's model (@PLAN_MODEL@) for the decode benchmark; it runs
#                    only with vLLM or SGLang already installed, offline, for at most 5 minutes
#   GPU_CHECK_NO_BENCH=1  skip the decode benchmark
#   GPU_CHECK_READ_MIB    size of the read test in MiB (default 512)

set -u
export LC_ALL=C LANG=C

KIT_FORMAT=1
PLAN_ID='@PLAN_ID@'
PLAN_TITLE_B64='@PLAN_TITLE_B64@'
PLAN_MODEL='@PLAN_MODEL@'
PLAN_CONTEXT=@PLAN_CONTEXT@
PLAN_CARDS=@PLAN_CARDS@

OUT_FILE="${1:-gpu-check-result.json}"
TOTAL_LIMIT=540          # seconds for all probes; the watchdog below stops the script at 600
BENCH_LIMIT=300          # seconds for the optional decode benchmark
READ_MIB=512             # size of the sequential read test (GPU_CHECK_READ_MIB: 1 to 4096)
case "${GPU_CHECK_READ_MIB:-}" in
    ''|*[!0-9]*) ;;
    *) if [ "$GPU_CHECK_READ_MIB" -ge 1 ] && [ "$GPU_CHECK_READ_MIB" -le 4096 ]; then READ_MIB=$GPU_CHECK_READ_MIB; fi ;;
esac
START_EPOCH=$(date +%s)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX") || { echo "cannot create a temporary folder" >&2; exit 1; }
PROBES="$WORK/probes"
: > "$PROBES"
NOT_FOUND=""
TEST_FILE=""

cleanup() {
    if [ -n "$TEST_FILE" ]; then
        rm -f "$TEST_FILE"
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'echo "stopped by the 10-minute watchdog" >&2; exit 3' TERM

# The watchdog: whatever happens, the script ends within 10 minutes.
MAIN_PID=$$
( trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
  sleep 600 & sleeper=$!
  wait "$sleeper" && kill -TERM "$MAIN_PID" ) > /dev/null 2>&1 &
WATCHDOG=$!

say() {
    printf '%s\n' "$*" >&2
}

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

# The raw output as base64 on one line (or, without base64, as escaped text).
encode_output() {
    if command -v base64 >/dev/null 2>&1; then
        printf '"output_base64":"%s"' "$(base64 < "$1" | tr -d '\n\r')"
    else
        printf '"output_text":"%s"' "$(tr -d '\000-\010\013-\037' < "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
            | awk 'BEGIN { ORS = "" } { gsub(/\t/, "\\t"); if (NR > 1) print "\\n"; print }')"
    fi
}

# record NAME STATUS EXIT COMMAND OUTPUT_FILE
record() {
    local sep=","
    if [ ! -s "$PROBES" ]; then
        sep=""
    fi
    printf '%s{"name":"%s","status":"%s","exit":%s,"command":"%s",%s}\n' "$sep" "$1" "$2" "$3" \
        "$(json_str "$4")" "$(encode_output "$5")" >> "$PROBES"
}

# probe NAME SECONDS COMMAND [ARG...]: runs a command with a time limit and records what it printed.
probe() {
    local name=$1 want=$2 out rc status secs
    shift 2
    out="$WORK/$name.out"
    : > "$out"
    if ! command -v "$1" >/dev/null 2>&1; then
        NOT_FOUND="$NOT_FOUND $1"
        record "$name" missing 127 "$*" "$out"
        return 127
    fi
    secs=$(limit_for "$want")
    if [ "$secs" -lt 1 ]; then
        record "$name" skipped 0 "$*" "$out"
        return 1
    fi
    if command -v timeout >/dev/null 2>&1; then
        timeout -k 5 "$secs" "$@" > "$out" 2>&1 < /dev/null
        rc=$?
    else
        "$@" > "$out" 2>&1 < /dev/null
        rc=$?
    fi
    status=ok
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        status=timeout
    elif [ "$rc" -ne 0 ]; then
        status=failed
    fi
    record "$name" "$status" "$rc" "$*" "$out"
    return "$rc"
}

# note NAME TEXT: records text the script itself worked out (a file listing, a folder's speeds).
note() {
    local out="$WORK/$1.out"
    printf '%s\n' "$2" > "$out"
    record "$1" ok 0 "(gpu-check.sh)" "$out"
}

say "GPU Rental Advisor acceptance check: collecting (at most 10 minutes)..."

# --- GPUs -------------------------------------------------------------------------------------
GPU_TOOL=""
if probe nvidia_smi_query 30 nvidia-smi \
        --query-gpu=index,name,pci.bus_id,memory.total,driver_version,power.limit,power.default_limit,power.max_limit,clocks.max.sm,pcie.link.gen.max,pcie.link.gen.current,pcie.link.width.max,pcie.link.width.current,uuid \
        --format=csv; then
    GPU_TOOL=nvidia-smi
    probe nvidia_smi 30 nvidia-smi
    probe nvidia_topo 30 nvidia-smi topo -m
    probe nvidia_nvlink 30 nvidia-smi nvlink -s
fi
if probe npu_smi 30 npu-smi info; then
    GPU_TOOL="${GPU_TOOL:-npu-smi}"
fi
if probe rocm_smi 30 rocm-smi --showproductname --showmeminfo vram --showdriverversion --showpower; then
    GPU_TOOL="${GPU_TOOL:-rocm-smi}"
fi
if probe hy_smi 30 hy-smi --showproductname --showmeminfo vram --showpower; then
    GPU_TOOL="${GPU_TOOL:-hy-smi}"
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

# --- Optional decode benchmark (only where vLLM or SGLang is already installed) -------------------
BENCH_MODEL="${GPU_CHECK_MODEL:-}"
if [ "${GPU_CHECK_NO_BENCH:-0}" = 1 ]; then
    note bench_skipped "skipped (disabled): GPU_CHECK_NO_BENCH=1"
elif [ -z "$GPU_TOOL" ]; then
    note bench_skipped "skipped (no-gpu): no GPU found"
elif ! command -v python3 >/dev/null 2>&1; then
    note bench_skipped "skipped (no-python): python3 not found"
elif [ -z "$BENCH_MODEL" ] || [ ! -d "$BENCH_MODEL" ]; then
    note bench_skipped "skipped (no-model): no local model folder; set GPU_CHECK_MODEL to the model's folder"
else
    TP=$PLAN_CARDS
    export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
    if command -v vllm > /dev/null 2>&1; then
        probe bench_vllm "$BENCH_LIMIT" vllm bench latency --model "$BENCH_MODEL" \
            --input-len "$PLAN_CONTEXT" --output-len 128 --batch-size 1 --num-iters-warmup 1 --num-iters 3 \
            --tensor-parallel-size "$TP"
    elif probe sglang_present 60 python3 -c 'import sglang; print(sglang.__version__)'; then
        probe bench_sglang "$BENCH_LIMIT" python3 -m sglang.bench_one_batch --model-path "$BENCH_MODEL" \
            --batch-size 1 --input-len "$PLAN_CONTEXT" --output-len 128 --tp-size "$TP"
    else
        note bench_skipped "skipped (no-engine): neither vLLM nor SGLang is installed"
    fi
fi

# --- The result file ----------------------------------------------------------------------------
if [ -z "$GPU_TOOL" ]; then
    SUMMARY="no GPU found: none of nvidia-smi, npu-smi, rocm-smi, hy-smi answered"
else
    SUMMARY="GPUs read with $GPU_TOOL"
fi
MISSING_JSON=""
for t in $NOT_FOUND; do
    MISSING_JSON="$MISSING_JSON${MISSING_JSON:+,}\"$(json_str "$t")\""
done
TMP_OUT="$OUT_FILE.part"
{
    printf '{\n"format":"gpu-rental-acceptance-result",\n"version":1,\n'
    printf '"kit":{"format":%s,"planId":"%s","planTitle_base64":"%s","model":"%s","contextTokens":%s,"cards":%s},\n' \
        "$KIT_FORMAT" "$(json_str "$PLAN_ID")" "$(json_str "$PLAN_TITLE_B64")" "$(json_str "$PLAN_MODEL")" \
        "$PLAN_CONTEXT" "$PLAN_CARDS"
    printf '"machine":{"hostname":"%s","startedAt":%s,"seconds":%s},\n' \
        "$(json_str "$(uname -n 2>/dev/null)")" "$START_EPOCH" "$(elapsed)"
    printf '"gpuTool":"%s",\n"summary":"%s",\n"notFound":[%s],\n"probes":[\n' \
        "$GPU_TOOL" "$(json_str "$SUMMARY")" "$MISSING_JSON"
    cat "$PROBES"
    printf '],\n"complete":true\n}\n'
} > "$TMP_OUT" && mv -f "$TMP_OUT" "$OUT_FILE"

kill "$WATCHDOG" 2>/dev/null
say "$SUMMARY"
if [ -n "$NOT_FOUND" ]; then
    say "not found on this machine:$NOT_FOUND"
fi
say "result written to $OUT_FILE ($(elapsed) s); give this file to the buyer."
