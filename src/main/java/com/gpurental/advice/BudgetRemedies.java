package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.plan.Plan;
import com.gpurental.serving.Load;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The changes a budget may ask of a plan, in the order issue 32 gives them, each keeping the project: first the same
 * work rented another way (another rental mode, no filters), then for a language-model service fewer requests in
 * flight (what that means in people), fewer hours a day, a shorter context, an FP8 KV cache, quantized weights, a
 * smaller or distilled model of the same family, and only when none of these fits another family. A training gets a
 * cheaper method, then fewer cards for longer. Each group lists its steps from the least given up to the most: the
 * budget stage keeps the first step that fits (the least change that is enough), so one line per remedy.
 */
final class BudgetRemedies {

    /** A change to the plan the buyer could make, and what it costs besides money. */
    record Variant(Message change, Message downside, Plan plan, boolean changesWork) {

        Variant(Message change, Message downside, Plan plan) {
            this(change, downside, plan, true);
        }
    }

    /** The shares of the requests in flight tried, the least given up first. */
    private static final int[][] LOAD_STEPS = {{3, 4}, {1, 2}};
    /** The shortest context a shorter-context step goes to (a chat turn of the scenarios fits in it). */
    private static final int SHORTEST_CONTEXT = 2048;
    /** Hours a day a service may shrink to: a working day and a half, then a working day. */
    private static final double[] HOURS_STEPS = {12.0, 8.0};
    /** A smaller model is one of at most 60 % of the asked parameters (a 72B → 32B, 14B, 7B). */
    private static final double SMALLER_MODEL_SHARE = 0.6;
    /** Smaller models of the same family tried, the closest first. */
    private static final int SAME_FAMILY_TRIED = 3;
    private static final int OTHER_FAMILY_TRIED = 12;
    /** Sizes at the end of a model id: {@code -70b}, {@code -0.6b}, {@code -235b-a22b}, {@code -8x7b}. */
    private static final Pattern SIZES =
            Pattern.compile("(-(a?\\d+(\\.\\d+)?b|\\d+x\\d+b))+$");
    /** A generation's version in its id: {@code 3.3} in {@code llama-3.3}, {@code 2.5} in {@code qwen2.5}. */
    private static final Pattern VERSION = Pattern.compile("\\d+(\\.\\d+)?");

    private BudgetRemedies() {
    }

    /** The remedies that keep the model, group by group in the order the budget offers them. */
    static List<List<Variant>> keepingTheModel(ResolvedPlan rp) {
        List<List<Variant>> groups = new ArrayList<>();
        groups.addAll(rentedAnotherWay(rp));
        Workload w = rp.workload();
        groups.add(noSpareCopy(rp));
        if (w.kind() == WorkloadKind.LLM_INFERENCE) {
            groups.add(fewerInFlight(rp));
        }
        if (!w.training() && !ServingInputs.batch(rp)) {
            // a batch job run fewer hours a day needs more cards for its deadline: the card-hours, and the bill, stay
            groups.add(fewerHours(rp));
        }
        if (w.kind() == WorkloadKind.LLM_INFERENCE) {
            groups.add(shorterContext(rp));
            groups.add(kvCache(rp));
            groups.add(engineSpare(rp));
            groups.add(quantized(rp));
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING) {
            groups.addAll(training(rp));
        }
        groups.removeIf(List::isEmpty);
        return groups;
    }

    /** The same work rented another way: another rental mode, no results filters. Nothing of the work changes. */
    private static List<List<Variant>> rentedAnotherWay(ResolvedPlan rp) {
        Plan plan = rp.plan();
        List<List<Variant>> groups = new ArrayList<>();
        for (Plan.RentalChoice mode : Plan.RentalChoice.values()) {
            if (mode != rp.rentalMode() && mode != Plan.RentalChoice.AUTO) {
                Plan.Rental r = plan.rental();
                // A peak window is billed only in a hybrid rental: another mode's cost is the base load's, and says so.
                Message downside = Message.of("suggest.downside.mode." + mode.name());
                if (mode != Plan.RentalChoice.HYBRID) {
                    downside = peakNotCovered(rp, downside);
                }
                // The peak window stays with the suggestion: a budget suggestion never drops the peak.
                groups.add(List.of(new Variant(Message.of("suggest.mode", Message.of("enum.RentalChoice." + mode.name())),
                        downside, plan.withRental(r.withModeAndHours(mode, r.hoursPerDay())).withFilters(Plan.Filters.NONE),
                        false)));
            }
        }
        if (!plan.filters().equals(Plan.Filters.NONE)) {
            groups.add(List.of(new Variant(Message.of("suggest.filters"), Message.of("suggest.downside.filters"),
                    plan.withFilters(Plan.Filters.NONE), false)));
        }
        return groups;
    }

    /**
     * Fewer requests in flight, ¾ then ½ of the load: the buyer's people when she gave people (with the requests in
     * flight they make, Little's law as the load stage computes it), else the requests in flight themselves — each one
     * a person waiting for an answer at the same moment. A batch job's load is its deadline's, not changed here.
     */
    private static List<Variant> fewerInFlight(ResolvedPlan rp) {
        Load load = rp.load();
        Plan.Inference in = inference(rp.plan());
        List<Variant> steps = new ArrayList<>();
        if (load == null || load.source() == Load.Source.BATCH) {
            return steps;
        }
        for (int[] share : LOAD_STEPS) {
            if (load.source() == Load.Source.PEOPLE) {
                int people = load.people() * share[0] / share[1];
                Load fewer = Load.ofPeople(people, load.busyShare(), load.requestsPerHour(), request(load));
                if (people < 1 || fewer.inFlight() >= load.inFlight()) {
                    continue;
                }
                Plan.Users u = in.users();
                steps.add(new Variant(Message.of("suggest.fewerPeople", load.people(), people, load.inFlight(),
                        fewer.inFlight()), Message.of("suggest.downside.fewerPeople", people, load.people()),
                        rp.plan().withInference(copy(in, in.contextTokens(), in.concurrentUsers(), in.kvCachePrecision())
                                .withLoad(new Plan.Users(people, u.busyShare(), u.requestsPerHour()),
                                        in.prefixCacheShare(), in.batch()))));
            } else {
                int inFlight = load.inFlight() * share[0] / share[1];
                if (inFlight < 1 || inFlight >= load.inFlight()) {
                    continue;
                }
                steps.add(new Variant(Message.of("suggest.fewerInFlight", load.inFlight(), inFlight),
                        Message.of("suggest.downside.fewerInFlight", inFlight, load.inFlight()),
                        rp.plan().withInference(copy(in, in.contextTokens(), inFlight, in.kvCachePrecision()))));
            }
        }
        return steps;
    }

    /** The request the load stage sized for, unchanged: only the number of people changes. */
    private static Load.Request request(Load l) {
        return new Load.Request(l.promptTokens(), l.answerTokens(), l.prefixCacheShare(), l.firstTokenS(),
                l.tokensPerSecond());
    }

    /**
     * Fewer hours a day (12, then 8), by the hour: a service that need not run round the clock. Only a hybrid rental
     * bills a peak's extra cards, and a hybrid's monthly base costs the same at 12 hours a day as at 24, so the step
     * rents by the hour and its cost is the base load's: a plan with a peak is told that the peak is not covered (audit
     * 31/32 §5: "12 hours a day instead of 24 … ¥16,934.40" = 8 × ¥1.96 × 12 h × 90 days dropped the Double-11 peak
     * without a word). The changed plan keeps the peak, as every budget suggestion does.
     */
    private static List<Variant> fewerHours(ResolvedPlan rp) {
        List<Variant> steps = new ArrayList<>();
        for (double hours : HOURS_STEPS) {
            if (rp.hoursPerDay() > hours) {
                Plan.Rental r = rp.plan().rental();
                steps.add(new Variant(Message.of("suggest.hours", rp.hoursPerDay(), hours),
                        peakNotCovered(rp, Message.of("suggest.downside.hours", hours)),
                        rp.plan().withRental(r.withModeAndHours(Plan.RentalChoice.HOURLY, hours))));
            }
        }
        return steps;
    }

    /**
     * A remedy's downside when it rents the plan in a single mode: a peak window (its multiple) or the peak cards of a
     * hybrid rental are not in its cost, and it says so — a budget suggestion never drops the peak silently (issue 32).
     */
    private static Message peakNotCovered(ResolvedPlan rp, Message downside) {
        Double multiple = rp.plan().rental().peak().multiple();
        if (multiple != null) {
            return Message.of("suggest.downside.peakNotCovered", downside, multiple);
        }
        return rp.rentalMode() == Plan.RentalChoice.HYBRID && rp.peakCards() > 0
                ? Message.of("suggest.downside.peakCardsNotCovered", downside, rp.peakCards()) : downside;
    }

    /** Half the context, then a quarter, never under 2,048 tokens; the load in the buyer's words stays. */
    private static List<Variant> shorterContext(ResolvedPlan rp) {
        int context = rp.workload().contextTokens();
        Plan.Inference in = inference(rp.plan());
        List<Variant> steps = new ArrayList<>();
        for (int shorter = context / 2; shorter >= SHORTEST_CONTEXT; shorter /= 2) {
            steps.add(new Variant(Message.of("suggest.context", context, shorter),
                    Message.of("suggest.downside.context", shorter),
                    rp.plan().withInference(copy(in, shorter, in.concurrentUsers(), in.kvCachePrecision()))));
        }
        return steps;
    }

    /**
     * Without the spare copy the buyer asked for (availability, docs/domain.md §9.2): the same load at the same speed,
     * the service stops while a copy is down. The first step that keeps the model, before any of the service is given up.
     */
    private static List<Variant> noSpareCopy(ResolvedPlan rp) {
        if (ServingInputs.spareCopies(rp) == 0) {
            return List.of();
        }
        return List.of(new Variant(Message.of("suggest.noSpareCopy"), Message.of("suggest.downside.noSpareCopy"),
                rp.plan().withInference(inference(rp.plan()).withSpareCopy(null)), false));
    }

    /**
     * Where a spare copy was asked: each other remedy that keeps the model ({@code keeping}, {@link #keepingTheModel}'s
     * groups), on the plan without the spare — two things given up, both said. Empty without a spare.
     */
    static List<List<Variant>> withoutTheSpare(ResolvedPlan rp, List<List<Variant>> keeping) {
        if (ServingInputs.spareCopies(rp) == 0) {
            return List.of();
        }
        List<List<Variant>> groups = new ArrayList<>();
        for (List<Variant> group : keeping) {
            List<Variant> steps = group.stream().filter(v -> v.plan().inference().spareCopyAsked())
                    .map(v -> new Variant(Message.of("suggest.noSpareCopyAnd", v.change()),
                            Message.of("text.twoSentences", Message.of("suggest.downside.noSpareCopy"), v.downside()),
                            v.plan().withInference(inference(v.plan()).withSpareCopy(null)), v.changesWork()))
                    .toList();
            if (!steps.isEmpty()) {
                groups.add(steps);
            }
        }
        return groups;
    }

    /** The KV cache in FP8 instead of FP16: half its memory (vLLM {@code --kv-cache-dtype fp8}). */
    private static List<Variant> kvCache(ResolvedPlan rp) {
        if (rp.workload().kvPrecision() != KvPrecision.FP16) {
            return List.of();
        }
        Plan.Inference in = inference(rp.plan());
        return List.of(new Variant(Message.of("suggest.kvCache", KvPrecision.FP16, KvPrecision.FP8),
                Message.of("suggest.downside.kvCache", KvPrecision.FP8),
                rp.plan().withInference(copy(in, in.contextTokens(), in.concurrentUsers(), KvPrecision.FP8))));
    }

    /**
     * The spare the serving engine itself keeps instead of the seed's 20 %: vLLM uses 90 % of a card by default
     * ({@code --gpu-memory-utilization 0.9}, ServingAssumptions.ENGINE_MEMORY_SHARE), a spare of 11.1 % on the need
     * (docs/domain.md §9.1). The work is unchanged; the room for longer prompts is what is given up, so a trial comes
     * first (the lead then has only the engine's own margin: TrialFirst, MEMORY).
     */
    private static List<Variant> engineSpare(ResolvedPlan rp) {
        double spare = rp.workload().sparePercent();
        double engine = ServingAssumptions.WINDOW_SPARE_PERCENT;
        if (spare <= engine + 0.05) {
            return List.of();
        }
        double shown = Math.round(engine * 10) / 10.0; // 11.1 %, the spare the plan then carries and the papers name
        return List.of(new Variant(Message.of("suggest.engineSpare", spare, shown),
                Message.of("suggest.downside.engineSpare", shown), rp.plan().withMemory(new Plan.Memory(shown)), false));
    }

    /** The weights at each lower precision, the nearest first. */
    private static List<Variant> quantized(ResolvedPlan rp) {
        Precision asked = rp.workload().precision();
        List<Variant> steps = new ArrayList<>();
        for (Precision p = asked.lower(); p != null; p = p.lower()) {
            // the precisions in plain words first ("8 位整数精度（INT8）"): the remedy is read on the plain layer
            Message from = Message.of("papers.precision." + asked.name());
            Message to = Message.of("papers.precision." + p.name());
            steps.add(new Variant(Message.of("suggest.precision", from, to), Message.of("suggest.downside.precision", to),
                    rp.plan().withPrecision(p)));
        }
        return steps;
    }

    /** A cheaper training method (LoRA, QLoRA) each on its own; then fewer cards for longer than the target. */
    private static List<List<Variant>> training(ResolvedPlan rp) {
        Plan plan = rp.plan();
        Workload w = rp.workload();
        Plan.Training t = plan.training();
        List<List<Variant>> groups = new ArrayList<>();
        for (TrainingMethod method : new TrainingMethod[] {TrainingMethod.LORA, TrainingMethod.QLORA}) {
            if (w.method().ordinal() < method.ordinal()) {
                groups.add(List.of(new Variant(Message.of("suggest.method", w.method(), method),
                        Message.of("suggest.downside.method", method),
                        plan.withTraining(new Plan.Training(method, t.tokens(), t.sequenceLength(), t.microBatch(),
                                t.targetDays(), t.activationCheckpointing())))));
            }
        }
        if (t.targetDays() != null) {
            groups.add(List.of(new Variant(Message.of("suggest.fewerCards", t.targetDays()),
                    Message.of("suggest.downside.longer", t.targetDays()),
                    plan.withTraining(new Plan.Training(t.method(), t.tokens(), t.sequenceLength(), t.microBatch(),
                            null, t.activationCheckpointing())))));
        }
        return groups;
    }

    /**
     * Smaller models of the asked model's family, the closest first — one distilled from it ({@code deepseek-r1-distill-*}
     * for DeepSeek-R1), then one of its generation ({@code qwen2.5-32b} for Qwen2.5-72B), each largest first, then the
     * family's other generations, the newest release first ({@code llama-3.1-8b} for Llama-3.3-70B, said to be of an
     * earlier generation) — each at the plan's precision, then the lower ones. Dense models only, as before, and only
     * those whose model card states a context that holds the plan's ({@link #smaller}).
     */
    static List<Variant> sameFamily(ResolvedPlan rp, Catalog catalog) {
        ModelPreset asked = asked(rp, catalog);
        if (asked == null) {
            return List.of();
        }
        return models(rp, smaller(rp, catalog).filter(mp -> closeness(asked, mp) < 3)
                .sorted(Comparator.comparingInt((ModelPreset mp) -> closeness(asked, mp))
                        .thenComparing(ModelPreset::released, Comparator.nullsLast(Comparator.reverseOrder()))
                        .thenComparing(Comparator.comparingDouble(ModelPreset::parametersB).reversed())
                        .thenComparing(ModelPreset::id))
                .limit(SAME_FAMILY_TRIED).toList(), asked);
    }

    /** Smaller dense models of other families, largest first, one a size: tried only when nothing else fits. */
    static List<Variant> otherFamilies(ResolvedPlan rp, Catalog catalog) {
        ModelPreset asked = asked(rp, catalog);
        Set<Long> sizes = new HashSet<>();
        return models(rp, smaller(rp, catalog).filter(mp -> asked == null || closeness(asked, mp) == 3)
                .sorted(Comparator.comparingDouble(ModelPreset::parametersB).reversed().thenComparing(ModelPreset::id))
                .filter(mp -> sizes.add(Math.round(mp.parametersB())))
                .limit(OTHER_FAMILY_TRIED).toList(), null);
    }

    /**
     * The catalog's dense models of at most 60 % of the asked parameters whose model card states a context at least the
     * plan's: a smaller model must hold the prompts the plan sizes for (audit 31/32 §5: Llama-3-8B, 8,192 tokens, was
     * offered for a 32,768-token Llama-3.3-70B service). A model whose card states no context is not offered.
     */
    private static Stream<ModelPreset> smaller(ResolvedPlan rp, Catalog catalog) {
        Workload w = rp.workload();
        if (w.kind() != WorkloadKind.LLM_INFERENCE || w.architecture() == null) {
            return Stream.empty();
        }
        double asked = w.architecture().parametersB();
        return catalog.models().stream()
                .filter(mp -> mp.parametersB() <= asked * SMALLER_MODEL_SHARE && !mp.moe())
                .filter(mp -> mp.maxContextTokens() != null && mp.maxContextTokens() >= w.contextTokens());
    }

    private static ModelPreset asked(ResolvedPlan rp, Catalog catalog) {
        String id = rp.plan().model() == null ? null : rp.plan().model().id();
        return id == null ? null : catalog.model(id).orElse(null);
    }

    /**
     * 0: distilled from the asked model; 1: the same generation (the same id before its size: {@code llama-3.1-8b} of
     * {@code llama-3.1-70b}); 2: the same family, another generation ({@code llama-3.1-8b} of {@code llama-3.3-70b}); 3:
     * another family — or a model that reasons before it answers where the asked one does not, or the other way round
     * (DeepSeek-R1-Distill-Llama-8B is no Llama-3.3 that answers straight away).
     */
    static int closeness(ModelPreset asked, ModelPreset mp) {
        if (mp.id().startsWith(asked.id() + "-distill-")) {
            return 0;
        }
        if (!mp.family().equals(asked.family()) || mp.reasoning() != asked.reasoning()) {
            return 3;
        }
        return generation(mp.id()).equals(generation(asked.id())) ? 1 : 2;
    }

    /** A model id without its sizes, its generation: {@code qwen2.5-72b} → {@code qwen2.5}, {@code qwen3-235b-a22b} → {@code
     * qwen3}. */
    static String generation(String id) {
        return SIZES.matcher(id).replaceFirst("");
    }

    /**
     * Whether {@code mp} is of a newer generation than {@code asked} (1), an earlier one (-1) or neither (0): by the
     * release dates when the catalog has both, else by the version in the generation ({@code qwen2.5} before
     * {@code qwen3}).
     */
    static int newer(ModelPreset asked, ModelPreset mp) {
        if (asked.released() != null && mp.released() != null) {
            return Integer.signum(mp.released().compareTo(asked.released()));
        }
        return Integer.signum(Double.compare(version(mp.id()), version(asked.id())));
    }

    private static double version(String id) {
        Matcher m = VERSION.matcher(generation(id));
        return m.find() ? Double.parseDouble(m.group()) : 0;
    }

    /** Each model at the plan's precision and then the lower ones; {@code from}: the model of the same family. */
    private static List<Variant> models(ResolvedPlan rp, List<ModelPreset> models, ModelPreset from) {
        Workload w = rp.workload();
        double asked = w.architecture().parametersB();
        List<Variant> variants = new ArrayList<>();
        for (ModelPreset mp : models) {
            Plan smaller = rp.plan().withModel(new Plan.Model(mp.id(), null, null, null, null, null, null, null));
            Message change = change(asked, mp, from);
            Message downside = downside(mp, from);
            for (Precision p = w.precision(); p != null; p = p.lower()) {
                Message at = p == w.precision() ? change : from == null
                        ? Message.of("suggest.modelPrecision", asked, mp.name(), mp.parametersB(), p)
                        : Message.of("suggest.atPrecision", change, p);
                variants.add(new Variant(at, downside, smaller.withPrecision(p)));
            }
        }
        return variants;
    }

    /** The change in words: a smaller model, one distilled from the asked one, or of its family's same or other generation. */
    private static Message change(double asked, ModelPreset mp, ModelPreset from) {
        return from == null ? Message.of("suggest.model", asked, mp.name(), mp.parametersB())
                : switch (closeness(from, mp)) {
                    case 0 -> Message.of("suggest.distilled", asked, mp.name(), mp.parametersB(), from.name());
                    case 1 -> Message.of("suggest.sameFamily", asked, mp.name(), mp.parametersB());
                    default -> Message.of("suggest.otherGeneration", asked, mp.name(), mp.parametersB(), newer(from, mp));
                };
    }

    /**
     * What a smaller model gives up: the same generation keeps its prompts and tools; another generation, older or
     * newer, is said to be one, for its prompt format and tool calling may differ (never "the same family" alone).
     */
    private static Message downside(ModelPreset mp, ModelPreset from) {
        return from == null ? Message.of("suggest.downside.model", mp.name())
                : switch (closeness(from, mp)) {
                    case 0 -> Message.of("suggest.downside.distilled", mp.name(), from.name());
                    case 1 -> Message.of("suggest.downside.sameFamily", mp.name());
                    default -> Message.of("suggest.downside.otherGeneration", mp.name(), from.name(), newer(from, mp));
                };
    }

    private static Plan.Inference inference(Plan plan) {
        return plan.inference() == null ? Plan.Inference.EMPTY : plan.inference();
    }

    /** The plan's inference block with another context, requests in flight or KV cache; every other field kept. */
    private static Plan.Inference copy(Plan.Inference in, Integer context, Integer inFlight, KvPrecision kv) {
        return new Plan.Inference(context, inFlight, in.tokensPerSecondPerUser(), kv, in.promptTokens(),
                in.answerTokens(), in.users(), in.prefixCacheShare(), in.batch(), in.thinking(), in.speculative(),
                in.spareCopy());
    }
}
