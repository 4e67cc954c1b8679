package com.gpurental.advice;

import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Stage 4 of the advice: orders the priced candidates (those whose speed need is shown to be met first, then the
 * cheapest for the whole term, then faster, then fewer cards), puts the unpriced ones after them, marks the
 * over-specified and says why the recommendation beats each top alternative.
 */
final class Ranking {

    /** How many alternatives after the recommendation get a "why not this one" line. */
    static final int EXPLAINED_ALTERNATIVES = 5;

    /**
     * A caveat that sends an option after those without it, though it meets the need: an FP8 model on a card without FP8
     * tensor cores runs weight-only or upcast, a path the model's makers did not validate (docs/gpu-specs.md, FP8), and
     * a first token later than the scenario's target on the cautious estimate misses what the scenario asks, and a card
     * not sold in China under the US export rules (the RTX 5090, docs/gpu-specs.md "The China-market cards") is avoided
     * for a buyer renting in China — every bundled price is a Chinese platform's, in CNY — not only flagged: what a
     * platform there rents under its name may be a 5090D or a 24 GB 5090D V2 (issue 32). It stays an alternative with
     * that reason. A training on more than 4 cards joined by PCIe only scales poorly (docs/domain.md §4's pitfall, seed
     * 003: "4090适合1-4卡小规模训练"): it comes after NVLink/HCCS sets, never recommended while one fits (issue 32).
     */
    static final Set<Warning.Code> CAVEATS = EnumSet.of(Warning.Code.FP8_WEIGHT_ONLY,
            Warning.Code.FIRST_TOKEN_SLOW, Warning.Code.CHINA_VARIANT, Warning.Code.PCIE_SCALING);

    /** The first caveat of a candidate, or null. */
    static Warning.Code caveat(Candidate c) {
        return c.warnings().stream().map(Warning::code).filter(CAVEATS::contains).findFirst().orElse(null);
    }

    /** Shown to meet the need first, then without a caveat, then cheapest for the whole term, then faster, then fewer. */
    static final Comparator<Candidate> PRICED = Comparator
            .comparing((Candidate c) -> !c.needShown())
            .thenComparing(c -> caveat(c) != null)
            .thenComparing(c -> c.cost().termCostCny())
            .thenComparingDouble(c -> c.speed().score())
            .thenComparingInt(Candidate::cards)
            .thenComparing(c -> c.gpu().id());

    /** Unpriced: shown to meet the need first, then without a caveat, then faster, then fewer cards. */
    static final Comparator<Candidate> UNPRICED = Comparator
            .comparing((Candidate c) -> !c.needShown())
            .thenComparing(c -> caveat(c) != null)
            .thenComparingDouble(c -> c.speed().score())
            .thenComparingInt(Candidate::cards)
            .thenComparing(c -> c.gpu().id());

    /**
     * An alternative that costs more than this multiple of the recommendation for the term is not shown
     * (120 × A100 40GB at ¥2,700,000 beside 4 × H100 at ¥42,240, 64 times): a display rule, not a calibration. A
     * dearer option within it stays for comparison (4 × H100 billed two months, ¥84,480, beside 2 × H20 at ¥9,820.80).
     */
    static final double ALTERNATIVE_COST_FACTOR = 10.0;

    /**
     * Nor one that costs more than the recommendation (or has no price) and needs more than this multiple of
     * its cards and more than one server (104 × Ascend 910B beside 4 × H100); a cheaper one with more cards stays.
     */
    static final int ALTERNATIVE_CARDS_FACTOR = 4;

    /**
     * The ranked lists, when the recommendation is not the cheapest fit why, and how many options were left out as
     * absurdly dearer or bigger than the recommendation (with the warning that says so; null when none).
     */
    record Ranked(List<Candidate> priced, List<Candidate> unpriced, Message whyNotCheapest, int leftOut,
                  Warning leftOutWarning, List<Rejection> leftOutGpus, List<Candidate> leftOutOptions) {
    }

    private Ranking() {
    }

    static Ranked rank(List<Candidate> priced, List<Candidate> unpriced, Workload workload) {
        WorkloadKind kind = workload.kind();
        List<Candidate> sorted = new ArrayList<>(priced);
        sorted.sort(PRICED);
        sorted = overSpecified(sorted);
        List<Candidate> rest = new ArrayList<>(unpriced);
        rest.sort(UNPRICED);
        int before = sorted.size() + rest.size();
        Candidate first = !sorted.isEmpty() ? sorted.get(0) : rest.isEmpty() ? null : rest.get(0);
        List<Candidate> all = new ArrayList<>(sorted);
        all.addAll(rest);
        if (first != null) {
            sorted = sensible(sorted, first);
            rest = sensible(rest, first);
        }
        rest = quoteCaveats(rest, first);
        int leftOut = before - sorted.size() - rest.size();
        List<Candidate> shown = new ArrayList<>(sorted);
        shown.addAll(rest);
        List<Candidate> leftOutOptions = new ArrayList<>(all);
        leftOutOptions.removeIf(shown::contains);
        Candidate recommended = first;
        List<Rejection> leftOutGpus = first == null ? List.of()
                : leftOutGpus(all, sorted, rest, c -> recommended, recommended);
        Warning leftOutWarning = leftOut == 0 ? null : leftOutWarning(leftOut, first, false);
        Message whyNotCheapest = null;
        if (!sorted.isEmpty()) {
            Candidate lead = sorted.get(0);
            Candidate cheapest = sorted.stream().min(Comparator.comparing((Candidate c) -> c.cost().termCostCny())).get();
            Warning.Code caveat = caveat(cheapest);
            if (cheapest.cost().termCostCny().compareTo(lead.cost().termCostCny()) < 0 && cheapest.needShown()
                    && caveat != null) {
                whyNotCheapest = Message.of("rank.notCheapest." + caveat.name(), cheapest.cards(),
                        cheapest.gpu().displayName(), cheapest.cost().termCostCny(), lead.cost().termCostCny());
            } else if (cheapest.cost().termCostCny().compareTo(lead.cost().termCostCny()) < 0) {
                whyNotCheapest = Message.of("rank.notCheapest", cheapest.cards(), cheapest.gpu().displayName(),
                        cheapest.cost().termCostCny(), lead.cost().termCostCny());
            }
            for (int i = 1; i < sorted.size(); i++) {
                // beyond the first five, only an option cheaper than the recommendation or with a caveat says why it
                // comes after (the RTX 5090 not sold in China, issue 32: shown as an alternative with its reason)
                if (i > EXPLAINED_ALTERNATIVES && ownCaveats(lead, sorted.get(i)).isEmpty()
                        && sorted.get(i).cost().termCostCny().compareTo(lead.cost().termCostCny()) >= 0) {
                    continue;
                }
                // the cheapest option's one reason is the "why not the cheapest" sentence, not a second one (issue 33)
                Message why = sorted.get(i) == cheapest && whyNotCheapest != null ? whyNotCheapest
                        : versus(lead, sorted.get(i), workload);
                sorted.set(i, sorted.get(i).withVersusLead(why));
            }
        }
        return new Ranked(sorted, rest, whyNotCheapest, leftOut, leftOutWarning, leftOutGpus, List.copyOf(leftOutOptions));
    }

    /**
     * The warning that options were left out, naming what they were measured against: the recommendation, a vendor's
     * quote with its vendor ("2 × H20 · 丙数据"), or ({@code reference}) the recommendation at catalog prices as such.
     */
    static Warning leftOutWarning(int leftOut, Candidate lead, boolean reference) {
        return Warning.of(Warning.Code.ALTERNATIVES_LEFT_OUT, leftOut, ALTERNATIVE_COST_FACTOR, ALTERNATIVE_CARDS_FACTOR,
                lead.cards(), leadName(lead, reference));
    }

    private static Object leadName(Candidate lead, boolean reference) {
        return lead.vendor() != null ? lead.label() : reference ? Message.of("rank.referenceLead", lead.gpu().displayName())
                : lead.gpu().displayName();
    }

    /** Whether {@code c} is no real alternative to {@code lead}: far dearer for the term, or far bigger. */
    static boolean leftOutBeside(Candidate c, Candidate lead) {
        return absurd(c, lead);
    }

    /**
     * A GPU all of whose options were left out is listed with the others not recommended, saying why, measured against
     * {@code leadFor.apply(option)}: a lead that is not the recommendation of the list is named as the catalog-priced one.
     */
    static List<Rejection> leftOutGpus(List<Candidate> all, List<Candidate> priced, List<Candidate> unpriced,
                                       Function<Candidate, Candidate> leadFor, Candidate recommended) {
        Set<String> kept = new HashSet<>();
        priced.forEach(c -> kept.add(c.gpu().id()));
        unpriced.forEach(c -> kept.add(c.gpu().id()));
        List<Rejection> rejections = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (Candidate c : all) {
            if (kept.contains(c.gpu().id()) || !done.add(c.gpu().id())) {
                continue;
            }
            Candidate lead = leadFor.apply(c);
            Object name = leadName(lead, lead != recommended);
            Message why = dearer(c, lead)
                    ? Message.of("reject.leftOutCost", c.cards(), c.gpu().displayName(), c.cost().termCostCny(),
                            ALTERNATIVE_COST_FACTOR, lead.cards(), name, lead.cost().termCostCny())
                    : Message.of("reject.leftOutCards", c.cards(), c.gpu().displayName(), ALTERNATIVE_CARDS_FACTOR,
                            lead.cards(), name);
            rejections.add(new Rejection(c.gpu(), Rejection.Code.LEFT_OUT, why, c));
        }
        return rejections;
    }

    /**
     * The recommendation and the alternatives worth showing beside it: none that costs more than
     * {@link #ALTERNATIVE_COST_FACTOR} times it for the term (both priced), nor one with more than
     * {@link #ALTERNATIVE_CARDS_FACTOR} times its cards beyond one server.
     */
    static List<Candidate> sensible(List<Candidate> list, Candidate lead) {
        List<Candidate> kept = new ArrayList<>();
        for (Candidate c : list) {
            if (c == lead || !absurd(c, lead)) {
                kept.add(c);
            }
        }
        return kept;
    }

    private static boolean absurd(Candidate c, Candidate lead) {
        boolean cheaper = c.cost() != null && lead.cost() != null
                && c.cost().termCostCny().compareTo(lead.cost().termCostCny()) <= 0;
        boolean bigger = !cheaper && c.cards() > Assumptions.CARDS_PER_SERVER
                && c.cards() > ALTERNATIVE_CARDS_FACTOR * lead.cards();
        return dearer(c, lead) || bigger;
    }

    private static boolean dearer(Candidate c, Candidate lead) {
        return c.cost() != null && lead.cost() != null && c.cost().termCostCny().amount().compareTo(
                lead.cost().termCostCny().amount().multiply(BigDecimal.valueOf(ALTERNATIVE_COST_FACTOR))) > 0;
    }

    /** Each option that needs a quote says its caveats beside its speed (16 × RTX 4090D for a training: PCIe only). */
    private static List<Candidate> quoteCaveats(List<Candidate> unpriced, Candidate first) {
        List<Candidate> out = new ArrayList<>();
        for (Candidate c : unpriced) {
            List<Warning.Code> caveats = c == first ? List.of() : ownCaveats(first, c);
            Message line = c.speed().text();
            for (Warning.Code code : caveats) {
                line = Message.of("versus.quoteCaveat." + code.name(), line);
            }
            out.add(caveats.isEmpty() ? c : c.withVersusLead(line));
        }
        return out;
    }

    /** The caveats of {@code alt} that {@code lead} does not share, in the order of its warnings. */
    static List<Warning.Code> ownCaveats(Candidate lead, Candidate alt) {
        Set<Warning.Code> leads = EnumSet.noneOf(Warning.Code.class);
        lead.warnings().forEach(w -> leads.add(w.code()));
        return alt.warnings().stream().map(Warning::code).filter(CAVEATS::contains).filter(c -> !leads.contains(c))
                .distinct().toList();
    }

    /**
     * One line: why the recommendation is preferred to {@code alt}, and each caveat of {@code alt} the recommendation does
     * not share that the line has not said (a dearer 8 × RTX 5090 for a training: joined by PCIe only and not sold in
     * China, the seeds' own pitfalls, issue 32), so an option ranked after for a caveat always says it.
     */
    static Message versus(Candidate lead, Candidate alt, Workload workload) {
        Message line = versusCost(lead, alt, workload);
        String said = line.key();
        for (Warning.Code c : ownCaveats(lead, alt)) {
            if (!said.equals("versus.caveat." + c.name())) {
                line = Message.of("text.twoSentences", line, Message.of("versus.also." + c.name()));
            }
        }
        return line;
    }

    private static Message versusCost(Candidate lead, Candidate alt, Workload workload) {
        WorkloadKind kind = workload.kind();
        Cny more = alt.cost().termCostCny().minus(lead.cost().termCostCny());
        if (lead.needShown() && !alt.needShown()) {
            // "may be cheaper or faster" only of an option that is cheaper.
            return more.compareTo(Cny.ZERO) > 0 ? Message.of("versus.needNotShownDearer", alt.gpu().displayName(), more)
                    : Message.of("versus.needNotShown", alt.gpu().displayName());
        }
        Warning.Code altCaveat = caveat(alt);
        if (more.compareTo(Cny.ZERO) <= 0 && altCaveat != null && caveat(lead) == null) {
            // Cheaper (or as cheap) but ranked after for its caveat: say so, never "same cost".
            return Message.of("versus.caveat." + altCaveat.name(), Cny.ZERO.minus(more));
        }
        boolean altFaster = lead.speed().known() && alt.speed().known() && alt.speed().score() < lead.speed().score();
        if (more.compareTo(Cny.ZERO) > 0) {
            if (!altFaster) {
                return Message.of("versus.cheaper", more);
            }
            // Faster, but the recommendation already meets the need; for decoding, bandwidth decides, not FP16 — unless the
            // recommendation's decode is compute-bound (never "limited by memory bandwidth" then).
            boolean bandwidthBound = kind == WorkloadKind.LLM_INFERENCE && lead.gpu().fp16DenseTflops() != null
                    && alt.gpu().fp16DenseTflops() != null && alt.gpu().fp16DenseTflops() > lead.gpu().fp16DenseTflops()
                    && !Performance.decodeComputeBound(workload, lead.gpu(),
                            Math.max(1, workload.concurrentUsers()))
                    // nor of a batch the alternative's own compute holds (there compute matters most)
                    && !Performance.decodeComputeBound(workload, alt.gpu(),
                            Math.max(1, workload.concurrentUsers()));
            return Message.of(bandwidthBound ? "versus.cheaperBandwidthBound" : "versus.cheaperNeedMet", more);
        }
        if (lead.speed().known() && alt.speed().known() && lead.speed().score() < alt.speed().score()) {
            return Message.of("versus.faster");
        }
        if (lead.cards() < alt.cards()) {
            return Message.of("versus.fewerCards", lead.cards(), alt.cards());
        }
        return Message.of("versus.tie");
    }

    /** The ranking group: 0 shown to meet the need without a caveat, 1 with a caveat, 2 need not shown, 3 both. */
    private static int group(Candidate c) {
        return (c.needShown() ? 0 : 2) + (caveat(c) == null ? 0 : 1);
    }

    /** Marks candidates that rent far more memory than needed or cost far more than the cheapest fit. */
    private static List<Candidate> overSpecified(List<Candidate> sorted) {
        if (sorted.isEmpty()) {
            return sorted;
        }
        List<Candidate> result = new ArrayList<>();
        for (Candidate c : sorted) {
            // Measured against the cheapest option that ranks in c's group or before it: a cheaper option sent after the
            // recommendation for a caveat (or an unshown need) is no "cheaper fitting configuration" to choose instead.
            int g = group(c);
            Cny cheapest = sorted.stream().filter(d -> group(d) <= g).map(d -> d.cost().termCostCny())
                    .min(Comparator.naturalOrder()).get();
            double rented = c.cards() * c.gpu().capacityGb();
            double needed = c.memory().requiredGb();
            // Spare memory only costs something when a cheaper configuration also fits: the cheapest fit is never
            // told to "choose the cheaper fitting configuration".
            boolean memoryHeavy = rented > Assumptions.OVERSPEC_MEMORY_FACTOR * needed
                    && c.cost().termCostCny().compareTo(cheapest) > 0;
            boolean costHeavy = c.cost().termCostCny().amount()
                    .compareTo(cheapest.amount().multiply(BigDecimal.valueOf(Assumptions.OVERSPEC_COST_FACTOR))) > 0;
            if (memoryHeavy || costHeavy) {
                List<Warning> w = new ArrayList<>(c.warnings());
                w.add(0, Warning.of(Warning.Code.OVER_SPECIFIED, rented, needed, c.cost().termCostCny(), cheapest));
                c = c.withWarnings(w);
            }
            result.add(c);
        }
        return result;
    }
}
