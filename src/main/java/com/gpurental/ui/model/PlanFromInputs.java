package com.gpurental.ui.model;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.plan.Count;
import com.gpurental.plan.Plan;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.purchase.Ownership;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.VendorQuote;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.limits.FieldParser;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
/**
 * The wizard's inputs as a plan: each field parsed through its descriptor ({@link PlanFields}), every problem under the
 * field's id, the defaults written as absent so that a plan that keeps them reads as before.
 */
final class PlanFromInputs {

    private PlanFromInputs() {
    }

    /** The inputs as a plan, and every problem found on the way. */
    static WorkloadModel.Snapshot of(WorkloadInputs in, Catalog catalog) {
        Map<String, Message> problems = new LinkedHashMap<>();
        boolean llm = isLlm(in, catalog);
        Plan.Model model = model(in, catalog, llm, problems);

        // A token count is checked whatever the scenario, as the plan reader checks it: a saved plan must read back.
        Count tokensOut = count(blankToNull(in.tokens.get()), PlanFields.TOKENS, true, problems);
        Integer seq = whole(in.sequenceLength, PlanFields.SEQUENCE, problems);
        Integer micro = whole(in.microBatch, PlanFields.MICRO_BATCH, problems);
        Double target = number(in.targetDays, PlanFields.TARGET_DAYS, problems);
        Integer context = whole(in.contextTokens, PlanFields.CONTEXT, problems);
        Integer users = whole(in.concurrentUsers, PlanFields.USERS, problems);
        Double tps = number(in.tokensPerSecond, PlanFields.TPS, problems);
        Integer prompt = whole(in.promptTokens, PlanFields.PROMPT, problems);
        Integer answer = whole(in.answerTokens, PlanFields.ANSWER, problems);
        Double mp = number(in.megapixels, PlanFields.MEGAPIXELS, problems);
        Double images = number(in.imagesPerDay, PlanFields.IMAGES, problems);
        Double latency = number(in.latencyMs, PlanFields.LATENCY, problems);
        Double imageOut = number(in.imageMb, PlanFields.IMAGE_MB, problems);
        Double linkOut = number(in.linkMbps, PlanFields.LINK, problems);
        Double duration = number(in.durationDays, PlanFields.DURATION, problems);
        Double hours = number(in.hoursPerDay, PlanFields.HOURS, problems);
        Integer peak = whole(in.peakCards, PlanFields.PEAK_CARDS, problems);
        Double peakH = number(in.peakHours, PlanFields.PEAK_HOURS, problems);
        Double buffer = number(in.bufferPercent, PlanFields.BUFFER, problems);
        Plan.Users usersOut = new Plan.Users(whole(in.people, PlanFields.PEOPLE, problems),
                number(in.busyShare, PlanFields.BUSY_SHARE, problems),
                number(in.requestsPerHour, PlanFields.REQUESTS_PER_HOUR, problems));
        Double prefixOut = number(in.prefixCacheShare, PlanFields.PREFIX_CACHE_SHARE, problems);
        Plan.Batch batchOut = new Plan.Batch(whole(in.batchItems, PlanFields.BATCH_ITEMS, problems),
                whole(in.batchInputTokens, PlanFields.BATCH_INPUT, problems),
                whole(in.batchOutputTokens, PlanFields.BATCH_OUTPUT, problems),
                number(in.batchDeadlineDays, PlanFields.BATCH_DEADLINE, problems));
        Plan.Peak peakOut = new Plan.Peak(whole(in.peakDays, PlanFields.PEAK_DAYS, problems),
                number(in.peakWindowHours, PlanFields.PEAK_WINDOW_HOURS, problems),
                number(in.peakMultiple, PlanFields.PEAK_MULTIPLE, problems));
        // The defaults are written as absent, so a plan that keeps them reads as before.
        Double spare = number(in.sparePercent, PlanFields.SPARE, problems);
        Plan.Memory memoryOut = spare == null || spare == Assumptions.DEFAULT_SPARE_PERCENT ? Plan.Memory.DEFAULT
                : new Plan.Memory(spare);
        KvPrecision kvOut2 = in.kvCachePrecision.get() == Assumptions.DEFAULT_KV_PRECISION ? null : in.kvCachePrecision.get();
        FieldParser.Parsed<BigDecimal> money = PlanFields.MONTHLY_BUDGET.parseMoney(in.budget.get());
        if (!money.ok()) {
            problems.put(WorkloadInputs.F_BUDGET, money.error());
        }
        Plan.Budget budgetOut = money.value() == null ? Plan.Budget.NONE
                : in.budgetKind.get() == BudgetKind.TOTAL ? new Plan.Budget(null, money.value())
                : new Plan.Budget(money.value(), null);
        Set<RentalMode> modes = in.allowedModes.size() == RentalMode.values().length ? null : EnumSet.copyOf(
                in.allowedModes.isEmpty() ? EnumSet.noneOf(RentalMode.class) : in.allowedModes);
        if (modes != null && modes.isEmpty()) {
            modes = null;
        }
        Plan plan = new Plan(blankToNull(in.title.get()), in.scenario.get(), in.presetId.get(),
                model,
                in.precision.get(),
                new Plan.Training(in.method.get(), tokensOut, seq, micro, target, null),
                new Plan.Inference(context, users, tps, kvOut2, prompt, answer).withLoad(usersOut, prefixOut, batchOut),
                new Plan.Vision(mp, images, latency, imageOut, linkOut),
                in.domesticOnly.get(),
                new Plan.Rental(in.rentalMode.get(), duration, hours, peak, peakH, buffer, peakOut),
                budgetOut,
                new Plan.Filters(in.maxCards.get() > 0 ? in.maxCards.get() : null, modes)).withMemory(memoryOut)
                .withProject(project(in, problems));
        plan = plan.withPurchase(purchase(in, catalog, problems));
        // CUDA, the default, is left out of the plan file as every other default is.
        plan = plan.withSoftware(in.software.get() == com.gpurental.plan.Software.DEFAULT ? null : in.software.get());
        // The double-precision question is written only when it is answered yes, as other defaults.
        plan = plan.withCompute(in.doublePrecision.get() ? new Plan.Compute(true) : Plan.Compute.NONE);
        plan = plan.withMeasurements(in.measurements.get()); // issue 34: measured beats estimated
        return new WorkloadModel.Snapshot(plan, problems);
    }

    /** The model: a known one while its count is untouched, else the count typed (checked for an LLM) and its shape. */
    private static Plan.Model model(WorkloadInputs in, Catalog catalog, boolean llm, Map<String, Message> problems) {
        ModelPreset chosen = in.modelId.get() == null ? null : catalog.model(in.modelId.get()).orElse(null);
        String params = in.parameters.get() == null ? "" : in.parameters.get().trim();
        String modelIdOut = chosen != null && WorkloadInputs.formatBillions(chosen.parametersB()).equals(params) ? chosen.id() : null;
        // A model that is not a language model has no count; an empty one ("") is a problem for one that is.
        Count paramsOut = !llm || modelIdOut != null ? null : count(params, PlanFields.PARAMETERS, true, problems);
        Count active = count(blankToNull(in.activeParameters.get()), PlanFields.ACTIVE, llm, problems);
        Integer layersOut = whole(in.layers, PlanFields.LAYERS, problems);
        Integer hiddenOut = whole(in.hiddenSize, PlanFields.HIDDEN, problems);
        Integer headsOut = whole(in.attentionHeads, PlanFields.HEADS, problems);
        Integer kvOut = whole(in.kvHeads, PlanFields.KV_HEADS, problems);
        Integer headDimOut = whole(in.headDim, PlanFields.HEAD_DIM, problems);
        return new Plan.Model(modelIdOut, paramsOut, active, layersOut, hiddenOut, headsOut, kvOut, headDimOut,
                llm && in.importedArchitecture.get() != null ? in.importedConfig.get() : null,
                llm ? in.importedArchitecture.get() : null);
    }

    /**
     * The problems of one quote row: its bad cells, and a GPU the catalog does not know, which the plan
     * reader would refuse: such a row is a draft too, so that a saved plan still runs headless.
     */
    static Map<QuoteColumn, Message> rowProblems(Catalog catalog, Map<QuoteColumn, String> row) {
        QuoteRows.Row r = QuoteRows.read(row);
        if (r.valid() && com.gpurental.catalog.GpuNames.find(catalog, r.quote().gpu()).isEmpty()) {
            return Map.of(QuoteColumn.GPU, com.gpurental.quotes.QuoteAdvisor.unknownGpu(r.quote().gpu(), catalog));
        }
        return r.problems();
    }

    /** The project details; a text too long or a date not understood is reported and left out. */
    private static Plan.Project project(WorkloadInputs in, Map<String, Message> problems) {
        String line = limitedText(in.budgetLine, PlanFields.BUDGET_LINE, problems);
        String who = limitedText(in.contact, PlanFields.CONTACT, problems);
        LocalDate deadline = date(in.quoteDeadline, PlanFields.QUOTE_DEADLINE, problems);
        LocalDate start = date(in.startDate, PlanFields.START_DATE, problems);
        String name = limitedText(in.projectName, PlanFields.PROJECT_NAME, problems);
        String by = limitedText(in.preparer, PlanFields.PREPARER, problems);
        String dept = limitedText(in.department, PlanFields.DEPARTMENT, problems);
        return new Plan.Project(name, by, dept, line, who, deadline, start);
    }

    private static String limitedText(StringProperty p, PlanField field, Map<String, Message> problems) {
        Message refused = field.checkText(p.get());
        if (refused != null) {
            problems.put(field.id(), refused);
            return null;
        }
        return p.get();
    }

    private static LocalDate date(StringProperty p, PlanField field, Map<String, Message> problems) {
        if (p.get() == null || p.get().isBlank()) {
            return null;
        }
        java.util.Optional<LocalDate> d = com.gpurental.plan.ProjectDates.parse(p.get(), java.util.Locale.getDefault());
        if (d.isEmpty()) {
            problems.put(field.id(), com.gpurental.plan.ProjectDates.notADate(field.labelKey(), p.get()));
        }
        return d.orElse(null);
    }

    /** The quotes of the valid rows, the data size and the ownership block; bad rows are reported apart. */
    private static Purchase purchase(WorkloadInputs in, Catalog catalog, Map<String, Message> problems) {
        List<VendorQuote> valid = new ArrayList<>();
        for (Map<QuoteColumn, String> row : in.quoteRows.get()) {
            QuoteRows.Row r = QuoteRows.read(row);
            if (r.valid() && rowProblems(catalog, row).isEmpty()) {
                valid.add(r.quote());
            }
        }
        FieldParser.Parsed<Double> gb = PlanFields.DATA_GB.parseNumber(in.dataGb.get());
        if (!gb.ok()) {
            problems.put(WorkloadInputs.F_DATA_GB, gb.error());
        }
        BigDecimal data = gb.value() == null ? null : new BigDecimal(WorkloadInputs.plain(gb.value()));
        return new Purchase(data, valid, in.ownership.get());
    }

    private static boolean isLlm(WorkloadInputs in, Catalog catalog) {
        ScenarioPreset p = catalog.scenario(in.presetId.get()).orElse(null);
        return p == null || p.kind() == ScenarioKind.LLM_TRAINING || p.kind() == ScenarioKind.LLM_INFERENCE;
    }

    private static Integer whole(StringProperty p, PlanField field, Map<String, Message> problems) {
        FieldParser.Parsed<Integer> r = field.parseWhole(p.get());
        if (!r.ok()) {
            problems.put(field.id(), r.error());
        }
        return r.value();
    }

    private static Double number(StringProperty p, PlanField field, Map<String, Message> problems) {
        FieldParser.Parsed<Double> r = field.parseNumber(p.get());
        if (!r.ok()) {
            problems.put(field.id(), r.error());
        }
        return r.value();
    }

    /**
     * A count as typed (trimmed; null: left blank, so the default) read through its field; a refused one is null, and
     * reported under the field's id when {@code checked}.
     */
    private static Count count(String typed, PlanField field, boolean checked, Map<String, Message> problems) {
        if (typed == null) {
            return null;
        }
        FieldParser.Parsed<Count> r = Count.parse(field, typed);
        if (!r.ok() && checked) {
            problems.put(field.id(), r.error());
        }
        return r.value();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
