package com.gpurental.acceptance;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which GPU a tool's name stands for. The tools name a card their own way: nvidia-smi "NVIDIA H100 80GB HBM3" for
 * the SXM module and "NVIDIA H100 PCIe" for the card, "NVIDIA A100-SXM4-80GB", "NVIDIA GeForce RTX 4090 D" for the
 * 4090D, "Tesla T4"; npu-smi "910B3"; rocm-smi "AMD Instinct MI300X". One table, most specific name first; the ids
 * are the catalog's where it has the card, and name the variant otherwise (rtx-4090d: fewer SMs than the 4090 —
 * docs/domain.md §8).
 */
public final class DeviceNames {

    /** A reported name's pattern (matched on the normalized name), the GPU id and its display name. */
    record Entry(Pattern pattern, String id, String name) {
    }

    private static Entry e(String regex, String id, String name) {
        return new Entry(Pattern.compile(regex), id, name);
    }

    static final List<Entry> TABLE = List.of(
            e("RTX 4090 ?D\\b.*", "rtx-4090d", "RTX 4090D"),
            e("RTX 4090\\b.*", "rtx-4090", "RTX 4090"),
            e("RTX 5090 ?D\\b.*", "rtx-5090d", "RTX 5090D"),
            e("RTX 5090\\b.*", "rtx-5090", "RTX 5090"),
            e("H100 PCIE.*", "h100-pcie", "H100 PCIe"),
            e("H100 NVL.*", "h100-nvl", "H100 NVL"),
            e("H100\\b.*", "h100-sxm", "H100 SXM"),
            e("H200 NVL.*", "h200-nvl", "H200 NVL"),
            e("H200\\b.*", "h200", "H200 SXM"),
            e("H20\\b.*", "h20", "H20"),
            e("H800 PCIE.*", "h800-pcie", "H800 PCIe"),
            e("H800\\b.*", "h800", "H800"),
            e("A800.*", "a800", "A800"),
            e("A100\\b.*80 ?GB.*", "a100-80g", "A100 80GB"),
            e("A100\\b.*", "a100-40g", "A100 40GB"),
            e("A10\\b.*", "a10", "A10"),
            e("L40S\\b.*", "l40s", "L40S"),
            e("L40\\b.*", "l40", "L40"),
            e("L20\\b.*", "l20", "L20"),
            e("T4\\b.*", "t4", "T4"),
            e("V100\\b.*", "v100", "V100"),
            e("MI300X\\b.*", "mi300x", "MI300X"),
            e("MI250X?\\b.*", "mi250", "MI250"),
            e("(ASCEND ?)?910B.*", "ascend-910b", "Ascend 910B"),
            e("(ASCEND ?)?310P.*", "ascend-310p", "Ascend 310P"),
            e("(ASCEND ?)?310B.*", "ascend-310b", "Ascend 310B"),
            e("(DCU ?)?Z100.*", "hygon-z100", "Hygon Z100"));

    private DeviceNames() {
    }

    /** "NVIDIA GeForce RTX 4090 D" → "RTX 4090 D": upper case, dashes and underscores as spaces, makers' words off. */
    static String normalize(String reported) {
        String s = reported.toUpperCase(Locale.ROOT).replace('-', ' ').replace('_', ' ').replaceAll("\\s+", " ").strip();
        for (String prefix : List.of("NVIDIA ", "GEFORCE ", "TESLA ", "AMD ", "INSTINCT ", "HUAWEI ", "HYGON ")) {
            if (s.startsWith(prefix)) {
                s = s.substring(prefix.length());
            }
        }
        return s;
    }

    /** The GPU id a reported name stands for, or null when the table does not know it. */
    public static String idOf(String reported) {
        Entry e = entryOf(reported);
        return e == null ? null : e.id();
    }

    /** A short name for a reported one ("H100 PCIe"), or the reported name itself. */
    public static String nameOf(String reported) {
        Entry e = entryOf(reported);
        return e == null ? reported.strip() : e.name();
    }

    /** True when the table has a pattern for this GPU id (a delivered name can be told apart from it). */
    public static boolean knows(String id) {
        return TABLE.stream().anyMatch(e -> e.id().equals(id));
    }

    private static Entry entryOf(String reported) {
        if (reported == null || reported.isBlank()) {
            return null;
        }
        String n = normalize(reported);
        for (Entry e : TABLE) {
            if (e.pattern().matcher(n).matches()) {
                return e;
            }
        }
        return null;
    }
}
