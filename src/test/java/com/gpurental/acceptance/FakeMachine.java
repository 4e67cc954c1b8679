package com.gpurental.acceptance;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the kit's real script on this machine with stand-ins for the tools a rented machine has: small bash
 * commands on the PATH that print the recorded outputs of {@code src/test/resources/acceptance/outputs} (nvidia-smi's
 * CSV query, banner, {@code topo -m}, {@code nvlink -s} and its samples during the load test; lscpu, free, lsblk,
 * dd; {@code vllm serve} and {@code vllm bench serve}). The PATH is the stand-ins' folder alone, with links to the
 * system's basic commands ({@link #BASICS}, from /usr/bin and /bin): what this host has installed (a GPU tool, an
 * engine) never leaks in, and what is not given is missing. This is how the prepared results under
 * {@code examples/acceptance} are made ({@link #main}).
 */
public final class FakeMachine {

    static final Path OUTPUTS = Path.of("src/test/resources/acceptance/outputs");
    /** The date the examples' advice is made for (quotes valid until 2026-12-31). */
    static final LocalDate DATE = LocalDate.of(2026, 12, 1);

    /**
     * One delivered machine: the plan whose kit is run, the plan the result is imported into and the recorded
     * outputs by role (query, banner, topo, nvlink, lscpu, free, lsblk, ddRead, vllm). No query: no nvidia-smi.
     */
    record Case(String name, String kitPlan, String plan, Map<String, String> outputs) {
    }

    static Map<String, String> outputs(String... roleAndFile) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < roleAndFile.length; i += 2) {
            m.put(roleAndFile[i], roleAndFile[i + 1]);
        }
        return m;
    }

    static Map<String, String> with(Map<String, String> base, String... roleAndFile) {
        Map<String, String> m = new LinkedHashMap<>(base);
        m.putAll(outputs(roleAndFile));
        for (Map.Entry<String, String> e : List.copyOf(m.entrySet())) {
            if (e.getValue() == null) {
                m.remove(e.getKey());
            }
        }
        return m;
    }

    static final Map<String, String> HOST = outputs("lscpu", "lscpu.txt", "free", "free.txt", "lsblk", "lsblk-nvme.txt",
            "ddRead", "dd-nvme.txt");
    public static final Map<String, String> H20 = with(HOST, "query", "h20-query.csv", "banner", "nvidia-smi-banner.txt",
            "topo", "h20-topo.txt", "nvlink", "h20-nvlink.txt", "vllm", "load/vllm-0.10-c1.txt",
            "load.c1", "load/vllm-0.10-c1.txt", "loadJson.c1", "load/vllm-0.10-c1.json", "load.c2", "load/vllm-0.10-c2.txt",
            "during", "load/gpu-during-load.csv");

    /** The system commands the script needs, linked into the stand-ins' folder from /usr/bin or /bin. */
    static final List<String> BASICS = List.of("bash", "cat", "date", "mktemp", "rm", "tr", "sed", "awk", "base64", "head",
            "tail", "wc", "sleep", "timeout", "mv", "cp", "uname", "grep", "sync", "mkdir", "python3", "df", "ip", "env");

    /** This host's bash (the stand-ins' shebang). */
    static Path realBash() {
        return Files.isExecutable(Path.of("/usr/bin/bash")) ? Path.of("/usr/bin/bash") : Path.of("/bin/bash");
    }
    static final Map<String, String> H100 = with(HOST, "query", "h100-query.csv", "banner", "nvidia-smi-banner.txt",
            "topo", "h100-topo.txt", "nvlink", "h100-nvlink.txt");

    static final String CHAT = "examples/chat-70b.json";
    static final String TRAINING = "examples/acceptance/h100-training.json";
    static final String VISION = "examples/vision-inspection.json";

    /** The prepared results: one as quoted, then one for each mismatch the issue names. */
    static final List<Case> CASES = List.of(
            new Case("chat-70b-as-quoted", CHAT, CHAT, H20),
            new Case("chat-70b-power-capped", CHAT, CHAT, with(H20, "query", "h20-query-capped.csv")),
            new Case("chat-70b-no-nvlink", CHAT, CHAT, with(H20, "topo", "h20-topo-pcie.txt", "nvlink", "h20-nvlink-none.txt")),
            new Case("chat-70b-missing-tool", CHAT, CHAT, with(H20, "query", null, "banner", null, "topo", null,
                    "nvlink", null, "vllm", null)),
            new Case("chat-70b-other-plan", "examples/lora-7b-training.json", CHAT, H20),
            new Case("h100-training-pcie-for-sxm", TRAINING, TRAINING, with(H100, "query", "h100-pcie-query.csv",
                    "topo", "h100-pcie-topo.txt", "nvlink", "h100-pcie-nvlink.txt")),
            new Case("h100-training-6-of-8", TRAINING, TRAINING, with(H100, "query", "h100-query-6.csv",
                    "topo", "h100-topo-6.txt", "nvlink", "h100-nvlink-6.txt")),
            new Case("h100-training-sata-disk", TRAINING, TRAINING, with(
                    H100, "lsblk", "lsblk-sata.txt", "ddRead", "dd-sata.txt")),
            new Case("vision-4090d-for-4090", VISION, VISION, with(HOST, "query", "rtx4090d-query.csv",
                    "banner", "nvidia-smi-banner.txt")));

    private FakeMachine() {
    }

    static Advice advice(String plan) throws Exception {
        return new Advisor(CatalogLoader.bundled(), DATE).advise(PlanJson.read(Path.of(plan)), plan);
    }

    /** Writes the stand-in tools for a case into {@code bin}. */
    static void tools(Map<String, String> outputs, Path bin) throws IOException {
        Files.createDirectories(bin);
        for (String basic : BASICS) {
            for (String dir : List.of("/usr/bin", "/bin")) {
                Path real = Path.of(dir, basic);
                if (Files.isExecutable(real) && !Files.exists(bin.resolve(basic))) {
                    tool(bin, basic, "exec " + real + " \"$@\"\n");
                }
            }
        }
        if (outputs.containsKey("query")) {
            tool(bin, "nvidia-smi", "case \"$*\" in\n"
                    + "  --query-gpu=timestamp*) " + catOrFail(outputs, "during") + " ;;\n"
                    + "  --query-gpu=*) cat " + file(outputs, "query") + " ;;\n"
                    + "  'topo -m') " + catOrFail(outputs, "topo") + " ;;\n"
                    + "  'nvlink -s') " + catOrFail(outputs, "nvlink") + " ;;\n"
                    + "  *) " + catOrFail(outputs, "banner") + " ;;\n"
                    + "esac\n");
        }
        for (String t : List.of("lscpu", "free", "lsblk")) {
            if (outputs.containsKey(t)) {
                tool(bin, t, "cat " + file(outputs, t) + "\n");
            }
        }
        if (outputs.containsKey("ddRead")) {
            tool(bin, "dd", "case \"$*\" in\n  *of=/dev/null*) cat " + file(outputs, "ddRead") + " >&2 ;;\n"
                    + "  *) printf '512+0 records in\\n512+0 records out\\n536870912 bytes (537 MB, 512 MiB) copied, 0.31 s, 1.7 "
                            + "GB/s\\n' >&2 ;;\nesac\n");
        }
        if (outputs.containsKey("vllm")) {
            tool(bin, "vllm", vllm(outputs));
        }
    }

    /**
     * {@code vllm serve}: a plain HTTP server whose {@code /health} answers; {@code vllm bench serve}: the recorded
     * table of its {@code --max-concurrency} (role {@code load.cN}) and its result file ({@code loadJson.cN}) written
     * where {@code --result-dir} and {@code --result-filename} say.
     */
    private static String vllm(Map<String, String> outputs) {
        StringBuilder b = new StringBuilder("if [ \"$1\" = serve ]; then\n"
                + "  port=8000; while [ $# -gt 0 ]; do [ \"$1\" = --port ] && port=$2; shift; done\n"
                + "  d=$(mktemp -d); : > \"$d/health\"; echo 'INFO: Started server process'\n"
                + "  exec python3 -m http.server \"$port\" --bind 127.0.0.1 --directory \"$d\"\n"
                + "fi\n"
                + "c=; dir=.; name=result.json\n"
                + "while [ $# -gt 0 ]; do case \"$1\" in --max-concurrency) c=$2 ;; --result-dir) dir=$2 ;; "
                + "--result-filename) name=$2 ;; esac; shift; done\n"
                + "case \"$c\" in\n");
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            if (e.getKey().startsWith("load.c")) {
                String c = e.getKey().substring("load.c".length());
                b.append("  ").append(c).append(") cat ").append(file(outputs, e.getKey()));
                if (outputs.containsKey("loadJson.c" + c)) {
                    b.append("; cp ").append(file(outputs, "loadJson.c" + c)).append(" \"$dir/$name\"");
                }
                b.append(" ;;\n");
            }
        }
        return b.append("  *) echo 'no recorded run at this concurrency' >&2; exit 1 ;;\nesac\n").toString();
    }

    private static String catOrFail(Map<String, String> outputs, String role) {
        return outputs.containsKey(role) ? "cat " + file(outputs, role) : "echo 'Failed to run' >&2; exit 9";
    }

    private static String file(Map<String, String> outputs, String role) {
        return "'" + OUTPUTS.resolve(outputs.get(role)).toAbsolutePath() + "'";
    }

    private static void tool(Path bin, String name, String body) throws IOException {
        Path p = bin.resolve(name);
        Files.writeString(p, "#!" + realBash() + "\n" + body, StandardCharsets.UTF_8);
        p.toFile().setExecutable(true);
    }

    /**
     * Runs {@code script} with bash in {@code work} (the stand-ins of {@code bin} first on the PATH, the model
     * folder set when a vllm stand-in is there) and returns the result file.
     */
    static Path run(Path script, Path work, Path bin, boolean bench) throws IOException, InterruptedException {
        return run(script, work, bin, bench, work.resolve(TrialKit.RESULT), Map.of());
    }

    /** As above, the result to {@code result}, with more settings in the environment; the exit status in exit.txt. */
    static Path run(Path script, Path work, Path bin, boolean bench, Path result, Map<String, String> extraEnv)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(bin.resolve("bash").toString(), script.toAbsolutePath().toString(),
                result.toString())
                .directory(work.toFile()).redirectErrorStream(true).redirectOutput(work.resolve("stderr.txt").toFile());
        Map<String, String> env = pb.environment();
        env.put("PATH", bin.toAbsolutePath().toString());
        env.remove("GPU_CHECK_MODEL");
        env.remove("GPU_CHECK_TRAIN_CMD");
        env.remove("GPU_CHECK_NO_BENCH");
        env.remove("GPU_CHECK_STOP_S");
        env.putAll(extraEnv);
        env.put("GPU_CHECK_READ_MIB", "16");
        if (bench) {
            Path model = Files.createDirectories(work.resolve("model"));
            env.put("GPU_CHECK_MODEL", model.toString());
        }
        Process p = pb.start();
        if (!p.waitFor(11, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("the script ran past its 10 minutes");
        }
        Files.writeString(work.resolve("exit.txt"), String.valueOf(p.exitValue()));
        return result;
    }

    /** Makes the case's kit, runs its script on the stand-ins and returns the result file. */
    static Path result(Case c, Path work) throws Exception {
        return result(advice(c.kitPlan()), c.outputs(), work);
    }

    /** Makes the kit of {@code advice}, runs its script on the stand-ins of {@code outputs}, returns the result file. */
    public static Path result(Advice advice, Map<String, String> outputs, Path work) throws Exception {
        Path kit = work.resolve("kit");
        TrialKit.write(advice, Messages.forLocale(Messages.EN), kit);
        Path bin = work.resolve("bin");
        tools(outputs, bin);
        return run(kit.resolve(TrialKit.SCRIPT), work, bin, outputs.containsKey("vllm"));
    }

    /** Writes the prepared results into examples/acceptance (run from the repository root). */
    public static void main(String[] args) throws Exception {
        for (Case c : CASES) {
            Path work = Files.createTempDirectory("fake-machine");
            Path result = result(c, work);
            Files.copy(result, Path.of("examples/acceptance", c.name() + ".result.json"),
                    StandardCopyOption.REPLACE_EXISTING);
            System.out.println(c.name());
        }
        Path whole = Path.of("examples/acceptance/chat-70b-as-quoted.result.json");
        byte[] bytes = Files.readAllBytes(whole);
        Files.write(Path.of("examples/acceptance/chat-70b-truncated.result.json"),
                Arrays.copyOf(bytes, bytes.length / 2));
    }
}
