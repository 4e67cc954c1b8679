package com.gpurental.plan;

import com.gpurental.pricing.QuoteMode;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import java.math.BigDecimal;
import java.util.Set;

/**
 * What the user asked for, as saved in a plan file ({@code "format":"gpu-rental-plan"}).
 * Every field may be null: null means "the preset's or the documented default". Counts typed by
 * people ({@code "70B"}, {@code "1T"}) stay text here and are parsed when the plan is resolved.
 */
public record Plan(
        String title,
        Scenario scenario,
        String preset,
        Model model,
        Precision precision,
        Training training,
        Inference inference,
        Vision vision,
        Boolean domesticOnly,
        Rental rental,
        Budget budget,
        Filters filters,
        Memory memory) {

    public static final String FORMAT = "gpu-rental-plan";
    public static final int VERSION = 1;

    public enum Scenario { TRAINING, INFERENCE }

    public enum RentalChoice { AUTO, HOURLY, MONTHLY, HYBRID }

    public record Model(String id, String parameters, String activeParameters, Integer layers, Integer hiddenSize,
                        Integer attentionHeads, Integer kvHeads, Integer headDim) {
        public static final Model EMPTY = new Model(null, null, null, null, null, null, null, null);
    }

    public record Training(TrainingMethod method, String tokens, Integer sequenceLength, Integer microBatch,
                           Double targetDays, Boolean activationCheckpointing) {
        public static final Training EMPTY = new Training(null, null, null, null, null, null);
    }

    /** {@code kvCachePrecision}: fp16 (default), fp8 or int8 — FP8/INT8 halve the KV cache. */
    public record Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                            KvPrecision kvCachePrecision) {
        public static final Inference EMPTY = new Inference(null, null, null, null);

        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, null);
        }
    }

    /** Memory settings: the spare kept on top of the computed need, 0–50% (null = the default 20%). */
    public record Memory(Double sparePercent) {
        public static final Memory DEFAULT = new Memory(null);
    }

    /** Visual inspection: image size, daily volume and the latency target. */
    public record Vision(Double megapixels, Double imagesPerDay, Double latencyMs) {
        public static final Vision EMPTY = new Vision(null, null, null);
    }

    public record Rental(RentalChoice mode, Double durationDays, Double hoursPerDay, Integer peakCards,
                         Double peakHoursPerDay) {
        public static final Rental EMPTY = new Rental(null, null, null, null, null);
    }

    /** A monthly or a total budget (at most one is set). */
    public record Budget(BigDecimal monthlyCny, BigDecimal totalCny) {
        public static final Budget NONE = new Budget(null, null);
    }

    /** Results-page filters: the most cards to consider and the rental modes allowed (null = all). */
    public record Filters(Integer maxCards, Set<QuoteMode> modes) {
        public static final Filters NONE = new Filters(null, null);

        public Filters {
            modes = modes == null ? null : Set.copyOf(modes);
        }
    }

    public Plan {
        model = model == null ? Model.EMPTY : model;
        training = training == null ? Training.EMPTY : training;
        inference = inference == null ? Inference.EMPTY : inference;
        vision = vision == null ? Vision.EMPTY : vision;
        rental = rental == null ? Rental.EMPTY : rental;
        budget = budget == null ? Budget.NONE : budget;
        filters = filters == null ? Filters.NONE : filters;
        memory = memory == null ? Memory.DEFAULT : memory;
    }

    /** A plan with the default memory settings. */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                Memory.DEFAULT);
    }

    public static Plan empty() {
        return new Plan(null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    public Plan withMemory(Memory m) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, m);
    }

    public Plan withPrecision(Precision p) {
        return new Plan(title, scenario, preset, model, p, training, inference, vision, domesticOnly, rental, budget, filters, memory);
    }

    public Plan withTraining(Training t) {
        return new Plan(title, scenario, preset, model, precision, t, inference, vision, domesticOnly, rental, budget, filters, memory);
    }

    public Plan withRental(Rental r) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, r, budget, filters, memory);
    }

    public Plan withFilters(Filters f) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, f, memory);
    }

    public Plan withBudget(Budget b) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, b, filters, memory);
    }

    public Plan withInference(Inference i) {
        return new Plan(title, scenario, preset, model, precision, training, i, vision, domesticOnly, rental, budget, filters, memory);
    }
}
