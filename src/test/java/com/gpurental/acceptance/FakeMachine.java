package com.gpurental.acceptance;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.PlanJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the kit's real script on this machine with stand-ins for the tools a rented machine has: small bash
 * commands on the PATH that print the recorded outputs of {@code src/test/resources/acceptance/outputs} (nvidia-smi's
 * CSV query, banner, {@code topo -m} and {@code nvlink -s}; lscpu, free, lsblk, dd; {@code vllm bench latency}).
 * What is not given stays this machine's own tool, or missing. This is how the prepared results under
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
            "topo", "h20-topo.txt", "nvlink", "h20-nvlink.txt", "vllm", "vllm-latency.txt");
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
            new Case("h100-training-sata-disk", TRAINING, TRAINING, with(H100, "lsblk", "lsblk-sata.txt", "ddRead", "dd-sata.txt")),
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
        if (outputs.containsKey("query")) {
            tool(bin, "nvidia-smi", "case \"$*\" in\n"
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
                    + "  *) printf '512+0 records in\\n512+0 records out\\n536870912 bytes (537 MB, 512 MiB) copied, 0.31 s, 1.7 GB/s\\n' >&2 ;;\nesac\n");
        }
        if (outputs.containsKey("vllm")) {
            tool(bin, "vllm", "cat " + file(outputs, "vllm") + "\n");
        }
    }

    private static String catOrFail(Map<String, String> outputs, String role) {
        return outputs.containsKey(role) ? "cat " + file(outputs, role) : "echo 'Failed to run' >&2; exit 9";
    }

    private static String file(Map<String, String> outputs, String role) {
        return "'" + OUTPUTS.resolve(outputs.get(role)).toAbsolutePath() + "'";
    }

    private static void tool(Path bin, String name, String body) throws IOException {
        Path p = bin.resolve(name);
        Files.writeString(p, "#!/usr/bin/env bash\n" + body, StandardCharsets.UTF_8);
        p.toFile().setExecutable(true);
    }

    /**
     * Runs {@code script} with bash in {@code work} (the stand-ins of {@code bin} first on the PATH, the model
     * folder set when a vllm stand-in is there) and returns the result file.
     */
    static Path run(Path script, Path work, Path bin, boolean bench) throws IOException, InterruptedException {
        Path result = work.resolve(TrialKit.RESULT);
        ProcessBuilder pb = new ProcessBuilder("bash", script.toAbsolutePath().toString(), result.toString())
                .directory(work.toFile()).redirectErrorStream(true).redirectOutput(work.resolve("stderr.txt").toFile());
        Map<String, String> env = pb.environment();
        if (bin != null) {
            env.put("PATH", bin.toAbsolutePath() + ":" + env.getOrDefault("PATH", "/usr/bin:/bin"));
        }
        env.remove("GPU_CHECK_MODEL");
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
        return result;
    }

    /** Makes the case's kit, runs its script on the stand-ins and returns the result file. */
    static Path result(Case c, Path work) throws Exception {
        return result(advice(c.kitPlan()), c.outputs(), work);
    }

    /** Makes the kit of {@code advice}, runs its script on the stand-ins of {@code outputs}, returns the result file. */
    public static Path result(Advice advice, Map<String, String> outputs, Path work) throws Exception {
        Path kit = work.resolve("kit");
        TrialKit.write(advice, com.gpurental.text.Messages.forLocale(com.gpurental.text.Messages.EN), kit);
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
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            System.out.println(c.name());
        }
        Path whole = Path.of("examples/acceptance/chat-70b-as-quoted.result.json");
        byte[] bytes = Files.readAllBytes(whole);
        Files.write(Path.of("examples/acceptance/chat-70b-truncated.result.json"), java.util.Arrays.copyOf(bytes, bytes.length / 2));
    }
}
