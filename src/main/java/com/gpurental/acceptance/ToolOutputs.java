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
 * A line that does not read is skipped; what is not there stays null. Every number goes through
 * {@link MachineNumbers} with the range the figure can take, and every pattern runs in time linear in its line
 * (no pattern can backtrack over a long run of the same character); lines longer than {@value #MAX_LINE} characters
 * are not read at all (no tool prints one).
 */
public final class ToolOutputs {

    /** Longer than any line a tool prints; a longer line is garbage and skipped. */
    static final int MAX_LINE = 4096;
    /** Memory of one card in MiB: up to 4 TiB. */
    static final double MAX_MIB = 4L << 20;
    static final double MAX_WATTS = 5000;
    static final double MAX_MHZ = 10_000;

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
            String h = header[i];
            int unit = h.indexOf('[');
            col.put((unit < 0 ? h : h.substring(0, unit)).trim().toLowerCase(Locale.ROOT), i);
        }
        if (!col.containsKey("name")) {
            return gpus;
        }
        for (String line : lines.subList(1, lines.size())) {
            String[] v = line.split(",");
            if (v.length < header.length) {
                continue; // a line cut short (a truncated output)
            }
            String name = cell(v, col, "name");
            if (name == null || name.length() > 100) {
                continue; // no card has such a name: a garbled line
            }
            gpus.add(new Delivered.Gpu(name, number(cell(v, col, "memory.total"), 1, MAX_MIB),
                    number(cell(v, col, "power.limit"), 1, MAX_WATTS), number(cell(v, col, "power.default_limit"), 1, MAX_WATTS),
                    number(cell(v, col, "clocks.max.sm"), 1, MAX_MHZ), integer(cell(v, col, "pcie.link.gen.max"), 1, 10),
                    integer(cell(v, col, "pcie.link.width.max"), 1, 64)));
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
    private static final Pattern GB_PER_S = Pattern.compile("(?<![0-9.])([0-9]++(?:\\.[0-9]++)?)\\s*+GB/s");

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
                Double speed = s.find() ? MachineNumbers.decimal(s.group(1), 0.01, 1000) : null;
                if (speed != null) {
                    current[0]++;
                    current[1] += speed;
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

    private static final Pattern NPU_FIRST =
            Pattern.compile("^\\|\\s*+(\\d++)\\s++([^\\s|]++)\\s*+\\|\\s*+([^\\s|]++)\\s*+\\|\\s*+([^\\s|]++).*");
    private static final Pattern NPU_ID = Pattern.compile("\\s*+\\d++(?:\\s++\\d++)?\\s*+");
    private static final Pattern NPU_BUS = Pattern.compile("\\s*+[0-9A-Fa-fx:.]++\\s*+");
    private static final Pattern NPU_HBM = Pattern.compile("(?<![0-9])(\\d++)\\s*+/\\s*+(\\d++)\\s*+$");

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
            String hbm = name == null ? null : npuHbmTotal(line);
            if (hbm != null) {
                gpus.add(new Delivered.Gpu(name, number(hbm, 1, MAX_MIB), null, null, null, null, null));
                name = null;
            }
        }
        return gpus;
    }

    /** The HBM total of a chip's second row ("| 0 | 0000:C1:00.0 | 0  0 / 0  3161 / 65536 |"), or null. */
    private static String npuHbmTotal(String line) {
        String[] cells = line.split("\\|", -1);
        if (cells.length < 5 || !cells[0].isBlank() || !cells[cells.length - 1].isBlank()
                || !NPU_ID.matcher(cells[1]).matches() || !NPU_BUS.matcher(cells[2]).matches()) {
            return null;
        }
        Matcher m = NPU_HBM.matcher(cells[cells.length - 2]);
        return m.find() ? m.group(2) : null;
    }

    private static final Pattern NPU_VERSION = Pattern.compile("npu-smi\\s+\\S+\\s+Version:\\s*(\\S+)");

    /** The driver version in the first row of {@code npu-smi info}, or null. */
    public static String npuVersion(String out) {
        return first(NPU_VERSION, out);
    }

    private static final Pattern ROCM_SERIES = Pattern.compile("^GPU\\[(\\d++)]\\s*+:\\s*+Card [Ss]eries:\\s*+(.+)$");
    private static final Pattern ROCM_VRAM =
            Pattern.compile("^GPU\\[(\\d++)]\\s*+:\\s*+VRAM Total Memory \\(B\\):\\s*+(\\d++)\\s*+$");
    /** Bytes of one card: up to 4 TiB. */
    static final double MAX_BYTES_CARD = 4.0 * (1L << 40);

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
                    Double bytes = number(cell(v, col, "vram total memory (b)"), 1, MAX_BYTES_CARD);
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
            Double bytes = v.matches() ? MachineNumbers.decimal(v.group(2), 1, MAX_BYTES_CARD) : null;
            if (bytes != null) {
                memory.put(v.group(1), bytes / (1 << 20));
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

    /** RAM of one machine: up to 1 PiB. */
    static final long MAX_RAM_BYTES = 1L << 50;

    /** Total RAM in bytes from the "Mem:" row of {@code free -b}, or null. */
    public static Long freeTotalBytes(String out) {
        for (String line : lines(out)) {
            String[] f = line.strip().split("\\s+");
            if (f.length > 1 && f[0].equals("Mem:")) {
                return MachineNumbers.whole(f[1], 1, MAX_RAM_BYTES); // 23 digits or "1.2.3": not read
            }
        }
        return null;
    }

    private static final Pattern PAIR = Pattern.compile("(?<![A-Z-])([A-Z-]++)=\"([^\"]*+)\"");

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
            Long size = MachineNumbers.whole(f.get("SIZE"), 0, 1L << 60);
            if (size != null && size == 0) {
                continue;
            }
            disks.add(new Delivered.Disk(name, size, "1".equals(f.get("ROTA")),
                    f.getOrDefault("TRAN", "").strip().toLowerCase(Locale.ROOT), f.getOrDefault("MODEL", "").strip()));
        }
        return disks;
    }

    /**
     * Read speed in 10^6 bytes per second from dd's summary ("536870912 bytes (537 MB, 512 MiB) copied, 0.4 s, …"):
     * the byte count is the line's first word, the seconds the number after "copied,". Read by position, not by a
     * backtracking pattern.
     */
    public static Double ddMbPerS(String out) {
        for (String line : lines(out)) {
            int bytesAt = line.indexOf(" bytes");
            int copied = line.indexOf("copied,");
            if (bytesAt <= 0 || copied < bytesAt) {
                continue;
            }
            Double bytes = MachineNumbers.decimal(line.substring(0, bytesAt), 1, MAX_RAM_BYTES);
            String rest = line.substring(copied + "copied,".length()).strip();
            int space = rest.indexOf(' ');
            Double seconds = space < 0 ? null : MachineNumbers.decimal(rest.substring(0, space), 1e-6, 1e6);
            if (bytes != null && seconds != null && rest.startsWith("s", space + 1)) {
                return bytes / seconds / 1e6;
            }
        }
        return null;
    }

    private static final Pattern IB_RATE = Pattern.compile("(?<![0-9])(\\d++)\\s*+Gb/sec");

    /**
     * The script's network list: "net eth0 25000 up" (speed in Mb/s from {@code /sys/class/net/*}/speed, -1 or
     * "unknown" when the driver does not say) and "ib mlx5_0/1 200 Gb/sec (4X HDR) 4: ACTIVE".
     */
    public static List<Delivered.Port> ports(String out) {
        List<Delivered.Port> ports = new ArrayList<>();
        for (String line : lines(out)) {
            String[] f = line.strip().split("\\s+");
            if (f.length >= 3 && f[0].equals("net")) {
                Long speed = MachineNumbers.whole(f[2], 1, 10_000_000);
                ports.add(new Delivered.Port(f[1], false, speed, f.length > 3 && f[3].equals("up")));
            } else if (f.length >= 3 && f[0].equals("ib")) {
                Matcher m = IB_RATE.matcher(line);
                Long gb = m.find() ? MachineNumbers.whole(m.group(1), 1, 10_000) : null;
                Long speed = gb == null ? null : gb * 1000;
                ports.add(new Delivered.Port(f[1], true, speed, line.contains("ACTIVE")));
            }
        }
        return ports;
    }

    private static final Pattern VLLM = Pattern.compile("Avg latency:\\s*+([0-9.eE+-]++)\\s*+seconds");
    private static final String SGLANG_THROUGHPUT = "median throughput:";

    /**
     * Tokens per second at batch 1 from {@code vllm bench latency} ("Avg latency: 6.01 seconds" for
     * {@code outputTokens} tokens after the prompt: the prompt's prefill is in it, so it reads slightly low).
     */
    public static Double vllmTokensPerSecond(String out, int outputTokens) {
        Double seconds = MachineNumbers.decimal(first(VLLM, out), 1e-3, 1e5);
        return seconds == null ? null : outputTokens / seconds;
    }

    /**
     * Decode tokens per second from SGLang's {@code bench_one_batch} ("Decode.  median latency: … median throughput:
     * 48.2 token/s"): the number after the last "median throughput:" of the line that starts with "Decode.".
     */
    public static Double sglangTokensPerSecond(String out) {
        for (String line : lines(out)) {
            int at = line.lastIndexOf(SGLANG_THROUGHPUT);
            if (!line.strip().startsWith("Decode.") || at < 0) {
                continue;
            }
            String rest = line.substring(at + SGLANG_THROUGHPUT.length()).strip();
            int end = rest.indexOf(' ');
            if (end > 0 && rest.startsWith("token/s", end + 1)) {
                return MachineNumbers.decimal(rest.substring(0, end), 1e-3, 1e6);
            }
        }
        return null;
    }

    // --- helpers -----------------------------------------------------------------------------------

    static List<String> lines(String s) {
        List<String> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        for (String line : s.split("\\R")) {
            if (!line.isBlank() && line.length() <= MAX_LINE) {
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

    /** "81559 MiB", "700.00 W", "81559": the leading word as a number in {@code [min, max]}, or null. */
    static Double number(String s, double min, double max) {
        if (s == null) {
            return null;
        }
        String t = s.strip();
        int space = t.indexOf(' ');
        return MachineNumbers.decimal(space < 0 ? t : t.substring(0, space), min, max);
    }

    static Integer integer(String s, int min, int max) {
        Double d = number(s, min, max);
        return d == null ? null : (int) Math.round(d);
    }
}
