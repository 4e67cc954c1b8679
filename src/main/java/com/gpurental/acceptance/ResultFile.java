package com.gpurental.acceptance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.JsonTrees;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the result file the acceptance script writes ({@code gpu-check-result.json}, format
 * {@value #FORMAT}): the kit's plan id, every probe with its raw output (base64, or escaped text where the machine had
 * no base64), and from those outputs what was delivered ({@link Delivered}). A file that is not JSON or ends before
 * the script's last line (a copy cut short) is refused with one message saying so; so is a result the script marked
 * incomplete ({@code "complete": false}, its last field: stopped by the watchdog) and one without probes.
 */
public final class ResultFile {

    public static final String FORMAT = "gpu-rental-acceptance-result";
    public static final int VERSION = 1;
    /** Output tokens of the script's decode benchmark ({@code --output-len 128}). */
    static final int BENCH_OUTPUT_TOKENS = 128;

    private ResultFile() {
    }

    public static Delivered read(Path file) throws InputException {
        return parse(file.getFileName() == null ? file.toString() : file.getFileName().toString(),
                InputFiles.read(file));
    }

    public static Delivered parse(String name, byte[] bytes) throws InputException {
        JsonNode root;
        try {
            root = JsonTrees.read(bytes);
        } catch (JsonProcessingException e) {
            throw new InputException(name, "", Message.of("acceptance.error.truncated", name));
        } catch (IOException e) {
            throw new InputException(name, "", Message.of("error.file.unreadable", name, String.valueOf(e.getMessage())));
        }
        if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText())) {
            throw new InputException(name, "", Message.of("acceptance.error.format", name));
        }
        if (root.path("version").asInt(0) > VERSION) {
            throw new InputException(name, "version", Message.of("acceptance.error.newer", root.path("version").asInt(),
                    VERSION));
        }
        List<Probe> probes = new ArrayList<>();
        for (JsonNode p : root.path("probes")) {
            String output;
            if (p.has("output_base64")) {
                try {
                    output = new String(Base64.getMimeDecoder().decode(p.path("output_base64").asText()), StandardCharsets.UTF_8);
                } catch (IllegalArgumentException e) {
                    output = "";
                }
            } else {
                output = p.path("output_text").asText("");
            }
            probes.add(new Probe(p.path("name").asText(), p.path("status").asText(), p.path("exit").asInt(),
                    p.path("command").asText(), output, p.path("cut").asBoolean(false)));
        }
        if (!root.path("complete").asBoolean(false)) {
            String why = root.path("stopped").asText("");
            throw new InputException(name, "complete", Message.of("acceptance.error.incomplete", name,
                    why.length() > 200 ? why.substring(0, 200) : why));
        }
        if (probes.isEmpty()) {
            throw new InputException(name, "probes", Message.of("acceptance.error.empty", name));
        }
        List<String> notFound = new ArrayList<>();
        root.path("notFound").forEach(n -> notFound.add(n.asText()));
        JsonNode kit = root.path("kit");
        String title = "";
        if (kit.has("planTitle_base64")) {
            try {
                title = new String(Base64.getDecoder().decode(kit.path("planTitle_base64").asText()), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                title = "";
            }
        }
        return read(kit.path("planId").asText(""), title, root.path("gpuTool").asText(""), probes, notFound,
                root.path("complete").asBoolean(false));
    }

    /** What the probes' outputs say was delivered. */
    static Delivered read(String planId, String title, String tool, List<Probe> probes, List<String> notFound,
                          boolean complete) {
        Delivered probeIndex = new Delivered(planId, title, tool, List.of(), null, null, null, null, null, null,
                List.of(), null, List.of(), null, notFound, probes, complete, null, List.of(), null);
        List<Delivered.Gpu> gpus = List.of();
        String driver = null;
        String cuda = null;
        Delivered.Links links = null;
        Probe q = ok(probeIndex, "nvidia_smi_query");
        if (q != null) {
            gpus = q.cut() ? List.of() : ToolOutputs.nvidiaQuery(q.output()); // a cut list may miss cards
            driver = gpus.isEmpty() ? null : driverOf(q.output());
            Probe banner = ok(probeIndex, "nvidia_smi");
            if (banner != null) {
                cuda = ToolOutputs.cudaVersion(banner.output());
                driver = driver != null ? driver : ToolOutputs.driverVersion(banner.output());
            }
            Probe nvlink = probeIndex.probe("nvidia_nvlink");
            Probe topo = ok(probeIndex, "nvidia_topo");
            double[] fewest = nvlink == null ? null : ToolOutputs.nvlinkFewest(nvlink.output());
            int[] pairs = topo == null ? new int[] {0, 0} : ToolOutputs.topoPairs(topo.output());
            if (fewest != null || topo != null) {
                links = new Delivered.Links(fewest == null ? null : (int) fewest[0], fewest == null ? null : fewest[1],
                        pairs[0], pairs[1]);
            }
        }
        Probe npu = ok(probeIndex, "npu_smi");
        if (gpus.isEmpty() && npu != null) {
            gpus = ToolOutputs.npuSmi(npu.output());
            driver = ToolOutputs.npuVersion(npu.output());
        }
        for (String name : List.of("rocm_smi", "hy_smi")) {
            Probe r = ok(probeIndex, name);
            if (gpus.isEmpty() && r != null) {
                gpus = ToolOutputs.rocmSmi(r.output());
            }
        }
        Probe cpu = ok(probeIndex, "lscpu");
        String cpuModel = cpu == null ? null : ToolOutputs.lscpu(cpu.output(), "Model name");
        String threads = cpu == null ? null : ToolOutputs.lscpu(cpu.output(), "CPU(s)");
        Probe free = ok(probeIndex, "free");
        Probe lsblk = ok(probeIndex, "lsblk");
        Probe read = ok(probeIndex, "disk_read");
        Probe net = ok(probeIndex, "net_speed");
        Delivered.Decode decode = decode(probeIndex);
        Probe train = probeIndex.probe("train_run");
        return new Delivered(planId, title, tool, gpus, driver, cuda, links, cpuModel,
                MachineNumbers.count(threads, 1, 1_000_000),
                free == null ? null : ToolOutputs.freeTotalBytes(free.output()),
                lsblk == null ? List.of() : ToolOutputs.lsblk(lsblk.output()),
                read == null ? null : ToolOutputs.ddMbPerS(read.output()),
                net == null ? List.of() : ToolOutputs.ports(net.output()), decode, notFound, probes, complete,
                gpus.isEmpty() ? unread(probeIndex) : null, loads(probeIndex),
                train == null ? null : TrainingLog.tokensPerSecond(train.output()));
    }

    /** The GPU tools the script asks, in its order. */
    static final List<String> GPU_PROBES = List.of("nvidia_smi_query", "npu_smi", "rocm_smi", "hy_smi");

    /**
     * The first GPU tool that ran but whose output gave no GPU — garbage, empty, a cut list, an error or a time-out:
     * "could not read", never "no GPU". Null when no GPU tool ran at all.
     */
    private static String unread(Delivered d) {
        for (String name : GPU_PROBES) {
            Probe p = d.probe(name);
            if (p != null && p.ran()) {
                String tool = p.command().isBlank() ? name : p.command().split(" ", 2)[0];
                return tool + " (" + p.status() + (p.exit() != 0 ? ", exit " + p.exit() : "") + (p.cut() ? ", cut" : "")
                        + "): " + (p.firstLine().isEmpty() ? "—" : p.firstLine());
            }
        }
        return null;
    }

    /** The load test's runs in the order the script ran them (the plan's own level first). */
    static List<LoadTest> loads(Delivered d) {
        Probe plan = d.probe("load_plan");
        if (plan == null) {
            return List.of();
        }
        String engine = null;
        List<Integer> levels = new ArrayList<>();
        for (String line : ToolOutputs.lines(plan.output())) {
            String[] f = line.strip().split("\\s+");
            if (f[0].equals("engine") && f.length > 1) {
                engine = f[1].equals("sglang") ? "SGLang" : "vLLM";
            } else if (f[0].equals("levels")) {
                for (int i = 1; i < f.length && levels.size() < 5; i++) {
                    Integer c = MachineNumbers.count(f[i], 1, 100_000);
                    if (c != null) {
                        levels.add(c);
                    }
                }
            }
        }
        Probe samples = d.probe("gpu_during_load");
        LoadTest.Throttle throttle = samples == null ? null : LoadTest.throttle(samples.output());
        List<LoadTest> runs = new ArrayList<>();
        for (int c : levels) {
            Probe run = d.probe("load_c" + c);
            Probe file = d.probe("load_c" + c + "_json");
            if (run == null && file == null) {
                continue;
            }
            LoadTest t = LoadTest.read(engine, c, 2 * c, run == null ? "" : run.output(), file == null ? null : file.output(),
                    run != null && !run.ok(), throttle);
            if (t != null) {
                runs.add(t);
            }
        }
        return runs;
    }

    private static Delivered.Decode decode(Delivered d) {
        Probe vllm = d.probe("bench_vllm");
        if (vllm != null) {
            Double t = ToolOutputs.vllmTokensPerSecond(vllm.output(), BENCH_OUTPUT_TOKENS);
            return new Delivered.Decode("vLLM", t, t == null ? "failed" : null);
        }
        Probe sglang = d.probe("bench_sglang");
        if (sglang != null) {
            Double t = ToolOutputs.sglangTokensPerSecond(sglang.output());
            return new Delivered.Decode("SGLang", t, t == null ? "failed" : null);
        }
        Probe skipped = d.probe("bench_skipped");
        Matcher code = skipped == null ? null
                : Pattern.compile("skipped \\(([a-z-]+)\\)").matcher(skipped.output());
        return new Delivered.Decode(null, null, code != null && code.find() ? code.group(1) : "unknown");
    }

    /** The driver version column of the query (every card of a machine runs the same driver). */
    private static String driverOf(String csv) {
        List<String> lines = ToolOutputs.lines(csv);
        if (lines.isEmpty()) {
            return null;
        }
        String[] header = lines.get(0).split(",");
        for (int i = 0; i < header.length; i++) {
            if (header[i].strip().startsWith("driver_version") && lines.size() > 1) {
                String[] v = lines.get(1).split(",");
                return i < v.length ? v[i].strip() : null;
            }
        }
        return null;
    }

    private static Probe ok(Delivered d, String name) {
        Probe p = d.probe(name);
        return p != null && p.ok() ? p : null;
    }
}
