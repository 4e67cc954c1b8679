package com.gpurental.catalog;

import java.math.BigDecimal;
import java.text.Normalizer;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A GPU as vendors write it in a quote — "A100 80GB", "A100-80G-SXM", "a100-80gb", "H20 96G", "NVIDIA
 * GeForce RTX 4090 24G", "昇腾 910B" — found in the catalog by one rule that the quote import and the RFQ form share.
 * Case, spaces and separators are ignored, "GB" is "G", the maker's name is dropped; the form factor (SXM, PCIe, NVL)
 * and the memory size may be left out or added when that still names exactly one GPU. A name that fits two (plain
 * "A100": 40 or 80 GB) names none, so the buyer is asked.
 */
public final class GpuNames {

    /** Spellings seen in vendors' quotes, each found by {@link #find} (GpuNamesTest): the RFQ form's examples. */
    public static final List<String> VENDOR_EXAMPLES = List.of("H20 96G", "A100 80GB", "A100-80G-SXM", "RTX 4090");

    private static final String MAKERS = "nvidia|geforce|tesla|amd|instinct|huawei|ascend|hygon|dcu|英伟达|华为|昇腾|海光";

    private GpuNames() {
    }

    /** The catalog's GPU that {@code written} names, if exactly one. */
    public static Optional<Gpu> find(Catalog catalog, String written) {
        if (written == null || written.isBlank()) {
            return Optional.empty();
        }
        Optional<Gpu> exact = catalog.gpu(written.strip());
        if (exact.isPresent()) {
            return exact;
        }
        String k = key(written);
        Optional<Gpu> found = unique(catalog, k);
        if (found.isEmpty() && !stripFormFactor(k).equals(k)) {
            found = unique(catalog, stripFormFactor(k));
        }
        return found;
    }

    private static Optional<Gpu> unique(Catalog catalog, String k) {
        List<Gpu> hits = catalog.gpus().stream().filter(g -> variants(g).contains(k)).toList();
        return hits.size() == 1 ? Optional.of(hits.get(0)) : Optional.empty();
    }

    /** The ways one GPU may be written, as {@link #key} leaves them. */
    static Set<String> variants(Gpu g) {
        Set<String> v = new LinkedHashSet<>(List.of(key(g.id()), key(g.name()), key(g.displayName().zh())));
        for (String s : List.copyOf(v)) {
            v.add(stripFormFactor(s));
        }
        // A modified card (the 48 GB RTX 4090) is named with its memory only: plain "RTX 4090" stays NVIDIA's.
        if (g.memoryGb() != null && !g.modified()) {
            String mem = new BigDecimal(g.memoryGb().toString()).stripTrailingZeros().toPlainString() + "g";
            for (String s : List.copyOf(v)) {
                if (s.endsWith(mem)) {
                    v.add(s.substring(0, s.length() - mem.length()));
                } else {
                    v.add(s + mem);
                }
            }
        }
        v.remove("");
        return v;
    }

    /** "NVIDIA A100-80GB SXM" → "a10080gsxm". */
    static String key(String written) {
        String t = Normalizer.normalize(written, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        t = t.replaceAll(MAKERS, " ");
        t = t.replaceAll("[^\\p{L}\\p{N}]", "");
        t = t.replaceAll("(\\d)gb", "$1g").replace("显存", "").replaceAll("sxm\\d", "sxm");
        return t;
    }

    private static String stripFormFactor(String k) {
        return k.replaceAll("(sxm|pcie|nvl)", "");
    }
}
