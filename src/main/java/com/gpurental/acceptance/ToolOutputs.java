package com.gpurental.acceptance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the raw outputs of the tools the acceptance script runs, in their documented formats: the CSV of
 * {@code nvidia-smi --query-gpu=… --format=csv} (a header naming each field with its unit in brackets, values with
 * their units, {@code [N/A]} or {@code [Not Supported]} for what a card does not report), the table of
 * {@code nvidia-smi topo -m}, {@code nvidia-smi nvlink -s}, the table of {@code npu-smi info}, {@code rocm-smi --csv},
 * {@code lscpu}, {@code free -b}, {@code lsblk -P}, the summary line of {@code dd} and the script's own network list.
 * A line that does not read is skipped; what is not there stays null.
 */
public final class ToolOutputs {

    private ToolOutputs() {
    }

    // --- nvidia-smi ------------------------------------------------------------------------------

    /** The GPUs of {@code nvidia-smi --query-gpu=… --format=csv[,nounits]}, the columns found by their header. */
    public static List<Delivered.Gpu> nvidiaQuery(String csv) {
        List<Delivered.Gpu> gpus = new ArrayList<>();
        List<String> lines = lines(csv);
        if (lines.isEmpty()) {
            return gpus;
        }
        Map<String, Integer> col = new LinkedHashMap<>();
        String[] header = lines.get(0).split(",");
        for (int i = 0; i < header.length; i++) {
            col.put(header[i].replaceAll("\\[.*?]", "").trim().toLowerCase(Locale.ROOT), i);
        }
        if (!col.containsKey("name")) {
            return gpus;
        }
        for (String line : lines.subList(1, lines.size())) {
            String[] v = line.split(",");
            if (v.length < header.length) {
                continue; // a line cut short (a truncated output)
            }
            gpus.add(new Delivered.Gpu(cell(v, col, "name"), number(cell(v, col, "memory.total")),
                    number(cell(v, col, "power.limit")), number(cell(v, col, "power.default_limit")),
                    number(cell(v, col, "clocks.max.sm")), integer(cell(v, col, "pcie.link.gen.max")),
                    integer(cell(v, col, "pcie.link.width.max"))));
        }
        return gpus;
    }

    private static final Pattern CUDA = Pattern.compile("CUDA Version:\\s*([0-9][0-9.]*)");
    private static final Pattern DRIVER = Pattern.compile("Driver Version:\\s*([0-9][0-9.]*)");

    /** The CUDA version in the banner of plain {@code nvidia-smi} ("CUDA Version: 12.2"), or null. */
    public static String cudaVersion(String banner) {
        return first(CUDA, banner);
    }

    /** The driver version in the banner of plain {@code nvidia-smi}, or null. */
    public static String driverVersion(String banner) {
        return first(DRIVER, banner);
    }

    private static final Pattern LINK = Pattern.compile("^\\s*Link\\s+\\d+:\\s*(.*)$");
    private static final Pattern GB_PER_S = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*GB/s");

    /**
     * {@code nvidia-smi nvlink -s}: for each GPU its links, "Link 0: 26.562 GB/s" when active and
     * "Link 0: <inactive>" when not. Returns, for the GPU with the fewest active links, their count and summed speed
     * (per direction, as the tool prints it); null when the output names no GPU.
     */
    public static double[] nvlinkFewest(String out) {
        List<double[]> perGpu = new ArrayList<>();
        double[] current = null;
        for (String line : lines(out)) {
            if (line.startsWith("GPU ")) {
                current = new double[] {0, 0};
                perGpu.add(current);
                continue;
            }
            Matcher m = LINK.matcher(line);
            if (current != null && m.matches()) {
                Matcher s = GB_PER_S.matcher(m.group(1));
                if (s.find()) {
                    current[0]++;
                    current[1] += Double.parseDouble(s.group(1));
                }
            }
        }
        double[] fewest = null;
        for (double[] g : perGpu) {
            if (fewest == null || g[0] < fewest[0]) {
                fewest = g;
            }
        }
        return fewest;
    }

    private static final Pattern NV = Pattern.compile("NV\\d+");

    /**
     * {@code nvidia-smi topo -m}: the matrix rows GPU0, GPU1, … ; between two GPUs "NV#" (bonded NVLinks) or a PCIe
     * path (PIX, PXB, PHB, NODE, SYS). Returns {pairs joined by NVLink, all pairs} counted over the upper triangle.
     */
    public static int[] topoPairs(String out) {
        List<String[]> rows = new ArrayList<>();
        for (String line : lines(out)) {
            // A matrix row starts with its GPU's name; the header row starts with a tab before "GPU0".
            if (line.matches("GPU\\d+\\s.*")) {
                rows.add(line.strip().split("\\s+"));
            }
        }
        int nv = 0;
        int pairs = 0;
        int n = rows.size();
        for (int i = 0; i < n; i++) {
            String[] r = rows.get(i);
            for (int j = i + 1; j < n; j++) {
                if (j + 1 >= r.length) {
                    continue;
                }
                pairs++;
                if (NV.matcher(r[j + 1]).matches()) {
                    nv++;
                }
            }
        }
        return new int[] {nv, pairs};
    }

    // --- npu-smi, rocm-smi, hy-smi ---------------------------------------------------------------------

    private static final Pattern NPU_FIRST = Pattern.compile("^\\|\\s*(\\d+)\\s+(\\S+)\\s*\\|\\s*(\\S+)\\s*\\|\\s*(\\S+).*");
    private static final Pattern NPU_SECOND = Pattern.compile("^\\|\\s*\\d+(?:\\s+\\d+)?\\s*\\|\\s*[0-9A-Fa-fx:.]+\\s*\\|.*?(\\d+)\\s*/\\s*(\\d+)\\s*\\|\\s*$");

    /**
     * {@code npu-smi info}: each chip is two table rows, "| 0  910B3 | OK | 93.6  40  0 / 0 |" (NPU id, name, health,
     * power) and "| 0  | 0000:C1:00.0 | 0  0 / 0  3161 / 65536 |" (chip, bus id, AI core use, memory, HBM used /
     * total in MB). The HBM total is taken as the chip's memory.
     */
    public static List<Delivered.Gpu> npuSmi(String out) {
        List<Delivered.Gpu> gpus = new ArrayList<>();
        String name = null;
        for (String line : lines(out)) {
            Matcher first = NPU_FIRST.matcher(line);
            if (first.matches() && !first.group(2).equals("Name")) {
                name = first.group(2);
                continue;
            }
            Matcher second = NPU_SECOND.matcher(line);
            if (name != null && second.matches()) {
                gpus.add(new Delivered.Gpu(name, Double.valueOf(second.group(2)), null, null, null, null, null));
                name = null;
            }
        }
        return gpus;
    }

    private static final Pattern NPU_VERSION = Pattern.compile("npu-smi\\s+\\S+\\s+Version:\\s*(\\S+)");

    /** The driver version in the first row of {@code npu-smi info}, or null. */
    public static String npuVersion(String out) {
        return first(NPU_VERSION, out);
    }

    private static final Pattern ROCM_SERIES = Pattern.compile("^GPU\\[(\\d+)]\\s*:\\s*Card [Ss]eries:\\s*(.+)$");
    private static final Pattern ROCM_VRAM = Pattern.compile("^GPU\\[(\\d+)]\\s*:\\s*VRAM Total Memory \\(B\\):\\s*(\\d+)\\s*$");

    /**
     * {@code rocm-smi --showproductname --showmeminfo vram} and Hygon's {@code hy-smi}: in CSV (a header with
     * "device", "Card Series" or "Card series" and "VRAM Total Memory (B)"), or in the plain form
     * "GPU[0] : Card Series: …" / "GPU[0] : VRAM Total Memory (B): 68702699520".
     */
    public static List<Delivered.Gpu> rocmSmi(String out) {
        List<String> lines = lines(out);
        List<Delivered.Gpu> gpus = new ArrayList<>();
        for (int h = 0; h < lines.size(); h++) {
            if (lines.get(h).startsWith("device,")) {
                String[] header = lines.get(h).split(",");
                Map<String, Integer> col = new LinkedHashMap<>();
                for (int i = 0; i < header.length; i++) {
                    col.put(header[i].trim().toLowerCase(Locale.ROOT), i);
                }
                for (String line : lines.subList(h + 1, lines.size())) {
                    if (!line.startsWith("card")) {
                        continue;
                    }
                    String[] v = line.split(",");
                    Double bytes = number(cell(v, col, "vram total memory (b)"));
                    gpus.add(new Delivered.Gpu(cell(v, col, "card series"), bytes == null ? null : bytes / (1 << 20),
                            null, null, null, null, null));
                }
                return gpus;
            }
        }
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Double> memory = new LinkedHashMap<>();
        for (String line : lines) {
            String t = line.replace('\t', ' ').strip();
            Matcher s = ROCM_SERIES.matcher(t);
            if (s.matches()) {
                names.put(s.group(1), s.group(2).strip());
            }
            Matcher v = ROCM_VRAM.matcher(t);
            if (v.matches()) {
                memory.put(v.group(1), Double.parseDouble(v.group(2)) / (1 << 20));
            }
        }
        for (Map.Entry<String, String> e : names.entrySet()) {
            gpus.add(new Delivered.Gpu(e.getValue(), memory.get(e.getKey()), null, null, null, null, null));
        }
        return gpus;
    }

    // --- system ------------------------------------------------------------------------------------

    /** A field of {@code lscpu} ("Model name:", "CPU(s):"), or null. */
    public static String lscpu(String out, String field) {
        for (String line : lines(out)) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equals(field)) {
                String v = line.substring(colon + 1).strip();
                return v.isEmpty() ? null : v;
            }
        }
        return null;
    }

    /** Total RAM in bytes from the "Mem:" row of {@code free -b}, or null. */
    public static Long freeTotalBytes(String out) {
        for (String line : lines(out)) {
            String[] f = line.strip().split("\\s+");
            if (f.length > 1 && f[0].equals("Mem:") && f[1].matches("\\d+")) {
                return Long.parseLong(f[1]);
            }
        }
        return null;
    }

    private static final Pattern PAIR = Pattern.compile("([A-Z-]+)=\"([^\"]*)\"");

    /**
     * {@code lsblk -b -d -P -o NAME,SIZE,ROTA,TRAN,TYPE,MODEL}: one disk a line as KEY="value" pairs; disks of size 0
     * and RAM or loop devices (zram, loop, ram) are left out.
     */
    public static List<Delivered.Disk> lsblk(String out) {
        List<Delivered.Disk> disks = new ArrayList<>();
        for (String line : lines(out)) {
            Map<String, String> f = new LinkedHashMap<>();
            Matcher m = PAIR.matcher(line);
            while (m.find()) {
                f.put(m.group(1), m.group(2));
            }
            String name = f.get("NAME");
            if (name == null || !"disk".equals(f.getOrDefault("TYPE", "disk"))
                    || name.startsWith("zram") || name.startsWith("loop") || name.startsWith("ram")) {
                continue;
            }
            Long size = f.getOrDefault("SIZE", "").matches("\\d+") ? Long.parseLong(f.get("SIZE")) : null;
            if (size != null && size == 0) {
                continue;
            }
            disks.add(new Delivered.Disk(name, size, "1".equals(f.get("ROTA")),
                    f.getOrDefault("TRAN", "").strip().toLowerCase(Locale.ROOT), f.getOrDefault("MODEL", "").strip()));
        }
        return disks;
    }

    private static final Pattern DD = Pattern.compile("(\\d+) bytes.*copied,\\s*([0-9.]+(?:e-?\\d+)?) s");

    /** Read speed in 10^6 bytes per second from dd's summary ("536870912 bytes (537 MB, 512 MiB) copied, 0.4 s, …"). */
    public static Double ddMbPerS(String out) {
        for (String line : lines(out)) {
            Matcher m = DD.matcher(line);
            if (m.find()) {
                double seconds = Double.parseDouble(m.group(2));
                return seconds <= 0 ? null : Long.parseLong(m.group(1)) / seconds / 1e6;
            }
        }
        return null;
    }

    private static final Pattern IB_RATE = Pattern.compile("(\\d+)\\s*Gb/sec");

    /**
     * The script's network list: "net eth0 25000 up" (speed in Mb/s from {@code /sys/class/net/*}/speed, -1 or
     * "unknown" when the driver does not say) and "ib mlx5_0/1 200 Gb/sec (4X HDR) 4: ACTIVE".
     */
    public static List<Delivered.Port> ports(String out) {
        List<Delivered.Port> ports = new ArrayList<>();
        for (String line : lines(out)) {
            String[] f = line.strip().split("\\s+");
            if (f.length >= 3 && f[0].equals("net")) {
                Long speed = f[2].matches("\\d+") ? Long.parseLong(f[2]) : null;
                ports.add(new Delivered.Port(f[1], false, speed, f.length > 3 && f[3].equals("up")));
            } else if (f.length >= 3 && f[0].equals("ib")) {
                Matcher m = IB_RATE.matcher(line);
                Long speed = m.find() ? Long.parseLong(m.group(1)) * 1000 : null;
                ports.add(new Delivered.Port(f[1], true, speed, line.contains("ACTIVE")));
            }
        }
        return ports;
    }

    private static final Pattern VLLM = Pattern.compile("Avg latency:\\s*([0-9.]+)\\s*seconds");
    private static final Pattern SGLANG = Pattern.compile("Decode\\.\\s+median latency:.*?median throughput:\\s*([0-9.]+)\\s*token/s");

    /**
     * Tokens per second at batch 1 from {@code vllm bench latency} ("Avg latency: 6.01 seconds" for
     * {@code outputTokens} tokens after the prompt: the prompt's prefill is in it, so it reads slightly low).
     */
    public static Double vllmTokensPerSecond(String out, int outputTokens) {
        String s = first(VLLM, out);
        return s == null || Double.parseDouble(s) <= 0 ? null : outputTokens / Double.parseDouble(s);
    }

    /** Decode tokens per second from SGLang's {@code bench_one_batch} ("Decode.  median latency: … median throughput: 48.2 token/s"). */
    public static Double sglangTokensPerSecond(String out) {
        String s = first(SGLANG, out);
        return s == null ? null : Double.valueOf(s);
    }

    // --- helpers -----------------------------------------------------------------------------------

    static List<String> lines(String s) {
        List<String> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        for (String line : s.split("\\R")) {
            if (!line.isBlank()) {
                out.add(line);
            }
        }
        return out;
    }

    private static String first(Pattern p, String s) {
        if (s == null) {
            return null;
        }
        Matcher m = p.matcher(s);
        return m.find() ? m.group(1) : null;
    }

    private static String cell(String[] v, Map<String, Integer> col, String name) {
        Integer i = col.get(name);
        if (i == null || i >= v.length) {
            return null;
        }
        String s = v[i].strip();
        return s.isEmpty() || s.startsWith("[") || s.equals("N/A") ? null : s;
    }

    private static final Pattern NUMBER = Pattern.compile("^([0-9]+(?:\\.[0-9]+)?)");

    /** "81559 MiB", "700.00 W", "81559": the leading number. */
    static Double number(String s) {
        if (s == null) {
            return null;
        }
        Matcher m = NUMBER.matcher(s.strip());
        return m.find() ? Double.valueOf(m.group(1)) : null;
    }

    static Integer integer(String s) {
        Double d = number(s);
        return d == null ? null : (int) Math.round(d);
    }
}
