package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.GpuVariant;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The forms a card is rented in under one name (docs/gpu-specs.md "Variants under one name") against the plan's need,
 * worked out once per candidate: a variant whose memory is too small for what each card must hold (the 32 GB 910B4
 * for a plan that needs 40 GB a card), a PCIe variant of an SXM card for cards that work on one copy together
 * (training, tensor parallel), and a speed estimated on the SXM figures that the PCIe variant would not reach. Each is a
 * warning with what to ask for; the request for quotation turns the same warning into the line the vendor answers
 * ({@link #requirement}).
 */
final class VariantCheck {

    /** The warnings that name a variant the plan's need excludes; the RFQ asks which variant is offered. */
    static final List<Warning.Code> CODES = List.of(Warning.Code.VARIANT_MEMORY, Warning.Code.VARIANT_LINK,
            Warning.Code.VARIANT_SPEED);

    private VariantCheck() {
    }

    /** The variant warnings of {@code s}'s card for {@code w}: memory first, then the link or the speed. */
    static List<Warning> warnings(Workload w, Sizing s) {
        Gpu g = s.gpu();
        List<Warning> out = new ArrayList<>();
        if (g.variants().isEmpty()) {
            return out;
        }
        double perCardGb = s.memory().perCardGb();
        List<Message> excluded = new ArrayList<>();
        List<String> fitting = new ArrayList<>();
        double smallestFit = Double.MAX_VALUE;
        for (GpuVariant v : g.variants()) {
            if (v.capacityGb() == null) {
                continue;
            }
            if (v.capacityGb() < perCardGb) {
                excluded.add(Message.of("variant.withMemory", v.name(), v.memoryGib()));
            } else {
                fitting.add(v.name());
                smallestFit = Math.min(smallestFit, v.memoryGib()); // the label asked for, "64 GB a card"
            }
        }
        Warning link = linkOrSpeed(w, s, perCardGb);
        // asking for the SXM module of cards that work together already rules out every PCIe card, small or not
        boolean sxmOnly = link != null && link.code() == Warning.Code.VARIANT_LINK;
        if (!excluded.isEmpty() && !fitting.isEmpty() && !sxmOnly) {
            // {0} card, {1} variants that do not fit, {2} GB each card holds, {3} variants to ask for, {4} their GB
            out.add(Warning.of(Warning.Code.VARIANT_MEMORY, g.displayName(), excluded, perCardGb, fitting, smallestFit));
        }
        if (link != null) {
            out.add(link);
        }
        return out;
    }

    /**
     * A card whose catalog figures are a fast-linked (SXM) variant, rented also as a PCIe card that holds the plan: cards
     * working on one copy together exchange data over PCIe instead (VARIANT_LINK); one copy per card only runs slower
     * by the variant's figure that bounds it (VARIANT_SPEED: memory bandwidth for LLM serving, dense FP16 otherwise).
     */
    private static Warning linkOrSpeed(Workload w, Sizing s, double perCardGb) {
        Gpu g = s.gpu();
        GpuVariant sxm = g.catalogVariant();
        if (sxm == null || !sxm.fastLink()) {
            return null;
        }
        GpuVariant pcie = g.variants().stream().filter(v -> !v.catalogFigures() && !v.fastLink())
                .filter(v -> v.capacityGb() == null || v.capacityGb() >= perCardGb).findFirst().orElse(null);
        if (pcie == null) {
            return null;
        }
        Message slower = slower(w, sxm, pcie);
        boolean together = w.training() ? s.cards() > 1
                : s.deployment() != null ? s.deployment().cardsPerReplica() > 1 : s.cards() > 1;
        if (together) {
            // {0} card, {1} SXM variant, {2} its link GB/s, {3} the PCIe variants, {4} cards, {5} the speed sentence
            List<String> pcieCards = g.variants().stream().filter(v -> !v.catalogFigures() && !v.fastLink())
                    .map(GpuVariant::name).toList();
            return Warning.of(Warning.Code.VARIANT_LINK, g.displayName(), sxm.name(), sxm.interconnect().gbPerS(), pcieCards,
                    s.cards(), slower == null ? Message.of("variant.slower.same", pcie.name()) : slower);
        }
        return slower == null ? null : Warning.of(Warning.Code.VARIANT_SPEED, g.displayName(), sxm.name(), pcie.name(), slower);
    }

    /**
     * How much slower the PCIe variant runs the estimate, by the figure that bounds it (the ratio of the two figures, as
     * decode is memory-bound and training compute-bound); that its figure is unknown; null when it is not slower.
     */
    static Message slower(Workload w, GpuVariant sxm, GpuVariant pcie) {
        boolean decode = w.kind() == WorkloadKind.LLM_INFERENCE;
        Double base = decode ? sxm.bandwidthGbPerS() : sxm.fp16DenseTflops();
        Double other = decode ? pcie.bandwidthGbPerS() : pcie.fp16DenseTflops();
        if (base == null || other == null) {
            return Message.of("variant.slower.unknown", pcie.name());
        }
        if (other >= base) {
            return null;
        }
        double percent = (1 - other / base) * 100;
        return Message.of(decode ? "variant.slower.bandwidth" : "variant.slower.compute", pcie.name(), other, base,
                percent);
    }

    /**
     * The request for quotation's line the vendor must answer (which variant is offered), from the recommendation's own
     * variant warnings; null when none excludes a variant.
     */
    static Message requirement(List<Warning> warnings) {
        List<Message> asks = new ArrayList<>();
        for (Warning x : warnings) {
            List<Object> a = x.text().args();
            switch (x.code()) {
                case VARIANT_MEMORY -> asks.add(Message.of("variant.ask.memory", a.get(3), a.get(4), a.get(1)));
                case VARIANT_LINK -> asks.add(Message.of("variant.ask.link", a.get(1), a.get(3)));
                case VARIANT_SPEED -> asks.add(Message.of("variant.ask.speed", a.get(1), a.get(2)));
                default -> {
                }
            }
        }
        return asks.isEmpty() ? null : asks.size() == 1 ? Message.of("variant.ask", asks.get(0))
                : Message.of("variant.ask.both", asks.get(0), asks.get(1));
    }

    /**
     * A card not sold (new) in China under the US export rules: never sold there (the RTX 5090) is a caveat, as what a
     * platform there rents under its name may be a China variant; sold there until a date (the RTX 4090 until
     * 2023-11-17) leaves older stock that platforms rent, so it is a question to ask and not a reason to rank the card
     * after others (the seed documents recommend the RTX 4090; docs/gpu-specs.md "The China-market cards").
     */
    static Warning china(Catalog catalog, Gpu gpu) {
        List<Object> names = gpu.soldInChinaAs().stream().map(id -> catalog.gpu(id).<Object>map(Gpu::displayName).orElse(id))
                .toList();
        if (gpu.soldInChinaUntil() == null) {
            return Warning.of(Warning.Code.CHINA_VARIANT, gpu.displayName(), names);
        }
        Double full = catalog.gpu(gpu.id()).orElse(gpu).fp16DenseTflops();
        Double cut = catalog.gpu(gpu.soldInChinaAs().get(0)).map(Gpu::fp16DenseTflops).orElse(null);
        Double percent = full == null || cut == null ? null : (1 - cut / full) * 100;
        // {0} card, {1} last day sold, {2} the cards sold in its place, {3} % less dense FP16 of the first, {4} its name
        return Warning.of(Warning.Code.CHINA_STOCK, gpu.displayName(), gpu.soldInChinaUntil().toString(), names, percent,
                names.get(0));
    }
}
