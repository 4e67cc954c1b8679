package com.gpurental.catalog;

import com.gpurental.json.JsonCursor;
import com.gpurental.text.Message;
import java.time.LocalDate;

/**
 * Reads one entry of a card's {@code variants} (docs/gpu-specs.md "Variants under one name"). A figure the variant
 * does not state is the card's own; one stated as {@code null} is unknown. The variant marked {@code catalogFigures}
 * may not state a figure that differs from the card's: the catalog's figures are its figures.
 */
final class GpuVariants {

    private GpuVariants() {
    }

    static GpuVariant variant(JsonCursor v, Double memoryGb, Double bandwidth, Double fp16, Interconnect link) {
        String name = v.string("name", true);
        Boolean assumed = v.bool("catalogFigures", false);
        boolean own = Boolean.TRUE.equals(assumed);
        Double memory = stated(v, "memoryGb", memoryGb, own);
        Double bw = stated(v, "bandwidthGbPerS", bandwidth, own);
        Double tflops = stated(v, "fp16DenseTflops", fp16, own);
        Interconnect ic = link;
        if (v.node() != null && v.node().has("interconnect")) {
            JsonCursor c = v.object("interconnect", false);
            ic = c == null ? null : new Interconnect(c.enumValue("type", true, InterconnectType::fromJson,
                    "nvlink, pcie, infinity-fabric, hccs, none"), c.number("gbPerS", false, true),
                    c.number("perPairGbPerS", false, true));
        }
        JsonCursor sc = v.object("source", true);
        Source source = sc == null ? null : GpuEntries.source(sc);
        LocalDate reviewed = v.date("reviewed", true);
        String sameAs = v.string("sameAs", false);
        return new GpuVariant(name, own, memory, bw, tflops, ic, sameAs, source, reviewed);
    }

    /** The variant's figure: the card's when not stated, null when stated unknown; the catalog's own must agree. */
    private static Double stated(JsonCursor v, String field, Double card, boolean own) {
        if (v.node() == null || !v.node().has(field)) {
            return card;
        }
        Double value = v.number(field, false, true);
        if (own && value != null && !value.equals(card)) {
            v.problem(v.pathOf(field), Message.of("error.catalog.variantDiffers", v.pathOf(field), value, card));
        }
        return value;
    }
}
