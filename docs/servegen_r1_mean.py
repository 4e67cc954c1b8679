"""The mean output of DeepSeek-R1 in production, thinking included (docs/domain.md §3.9, Assumptions.REASONING_ANSWER_TOKENS).

Run in a clone of https://github.com/alibaba/ServeGen (commit f891d1189eb32b3868dfc443800c4150548c282a):
    python3 servegen_r1_mean.py   ->   requests 1383669, mean output 1527.4, mean input 1268.2, reason share 0.702
Each client's 6-hour window has a distribution of output_tokens; its weight is its requests (rate x 600 s summed over
the window's 10-minute trace rows).
"""
import ast
import json
import os

DIR = "data/reason/deepseek-r1"
requests = out = inp = ratio = 0.0
for name in os.listdir(DIR):
    if not name.endswith("-dataset.json"):
        continue
    client = name.split("-")[1]
    dataset = json.load(open(os.path.join(DIR, name)))
    trace = {}
    for line in open(os.path.join(DIR, f"chunk-{client}-trace.csv")):
        t, rate, *_ = line.strip().split(",")
        trace[int(t)] = float(rate)
    starts = sorted(int(k) for k in dataset)
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else float("inf")
        n = sum(rate * 600 for t, rate in trace.items() if start <= t < end)
        window = dataset[str(start)]
        pdf = ast.literal_eval(window["output_tokens"])
        if not pdf:
            continue
        requests += n
        out += n * sum(k * p for k, p in pdf.items())
        inp += n * sum(k * p for k, p in ast.literal_eval(window["input_tokens"]).items())
        ratio += n * sum(float(k) * p for k, p in ast.literal_eval(window["reason_ratio"]).items())
print(f"requests {requests:.0f}, mean output {out / requests:.1f}, mean input {inp / requests:.1f}, "
      f"reason share {ratio / requests:.3f}")
