package com.gpurental.ui.model;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.GpuNames;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.limits.FieldParser;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.Count;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanAccess;
import com.gpurental.plan.ProjectDates;
import com.gpurental.plan.Software;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.quotes.QuoteAdvisor;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.StringProperty;
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
        Plan plan = byHand(in, catalog, problems);
        // Every text field of the table, read through its descriptor and set through its setter on the plan. A token
        // count is checked whatever the scenario, as the plan reader checks it: a saved plan must read back.
        for (PlanField f : PlanFields.table()) {
            // the preset's default as filled in is the preset's, as in a plan file that leaves it out (audit 33 §2)
            Object value = typed(in.field(f).get(), f, problems);
            plan = PlanAccess.set(plan, f, in.isFromPreset(f) ? null : value);
        }
        return new WorkloadModel.Snapshot(plan, problems);
    }

    /** The plan's fields that are not text fields of the table: choices, the model, the budget, the purchase. */
    private static Plan byHand(WorkloadInputs in, Catalog catalog, Map<String, Message> problems) {
        // The defaults are written as absent, so a plan that keeps them reads as before.
        Double spare = number(in.sparePercent, PlanFields.SPARE, problems);
        Plan.Memory memoryOut = spare == null || spare == Assumptions.DEFAULT_SPARE_PERCENT ? Plan.Memory.DEFAULT
                : new Plan.Memory(spare);
        KvPrecision kv = in.kvCachePrecision.get() == Assumptions.DEFAULT_KV_PRECISION ? null : in.kvCachePrecision.get();
        Plan plan = new Plan(blankToNull(in.title.get()), in.scenario.get(), in.presetId.get(),
                model(in, catalog, isLlm(in, catalog), problems), in.precision.get(),
                new Plan.Training(in.method.get(), null, null, null, null, null),
                new Plan.Inference(null, null, null, kv).withDecoding(in.thinking.get(), in.speculative.get())
                        .withSpareCopy(in.spareCopy.get() ? Boolean.TRUE : null),
                Plan.Vision.EMPTY, in.domesticOnly.get(),
                new Plan.Rental(in.rentalMode.get(), null, null, null, null), budget(in, problems), filters(in))
                .withMemory(memoryOut);
        plan = plan.withPurchase(purchase(in, catalog, problems));
        // CUDA, the default, is left out of the plan file as every other default is.
        plan = plan.withSoftware(in.software.get() == Software.DEFAULT ? null : in.software.get());
        // The double-precision question is written only when it is answered yes, as other defaults.
        plan = plan.withCompute(in.doublePrecision.get() ? new Plan.Compute(true) : Plan.Compute.NONE);
        return plan.withMeasurements(in.measurements.get()); // issue 34: measured beats estimated
    }

    /** The budget typed, a month's or the whole term's. */
    private static Plan.Budget budget(WorkloadInputs in, Map<String, Message> problems) {
        FieldParser.Parsed<BigDecimal> money = PlanFields.MONTHLY_BUDGET.parseMoney(in.budget.get());
        if (!money.ok()) {
            problems.put(WorkloadInputs.F_BUDGET, money.error());
        }
        return money.value() == null ? Plan.Budget.NONE
                : in.budgetKind.get() == BudgetKind.TOTAL ? new Plan.Budget(null, money.value())
                : new Plan.Budget(money.value(), null);
    }

    /** The Results page's filters: the most cards, and the modes allowed (all, or none ticked: no filter). */
    private static Plan.Filters filters(WorkloadInputs in) {
        // the buyer's modes only: the cluster estimate is the engine's (RentalMode.CLUSTER), never a filter
        Set<RentalMode> ticked = EnumSet.noneOf(RentalMode.class);
        ticked.addAll(in.allowedModes);
        ticked.remove(RentalMode.CLUSTER);
        Set<RentalMode> modes = ticked.size() == RentalMode.filterModes().length || ticked.isEmpty() ? null : ticked;
        return new Plan.Filters(in.maxCards.get() > 0 ? in.maxCards.get() : null, modes);
    }

    /**
     * A table field's text read by its kind (a number, a count, a text held to its length, a date): blank is null, a
     * refused value null and its problem under the field's id.
     */
    private static Object typed(String text, PlanField f, Map<String, Message> problems) {
        FieldParser.Parsed<?> r = switch (f.kind()) {
            case WHOLE -> f.parseWhole(text);
            case DECIMAL, POSITIVE -> f.parseNumber(text);
            case COUNT -> blankToNull(text) == null ? FieldParser.Parsed.of(null) : Count.parse(f, blankToNull(text));
            case TEXT -> f.checkText(text) == null ? FieldParser.Parsed.of(text) : FieldParser.Parsed.fail(f.checkText(text));
            case DATE -> date(text, f);
            case MONEY, CHOICE -> throw new IllegalArgumentException(f.path() + " is mapped by hand");
        };
        if (!r.ok()) {
            problems.put(f.id(), r.error());
        }
        return r.value();
    }

    /** The model: a known one while its count is untouched, else the count typed (checked for an LLM) and its shape. */
    private static Plan.Model model(WorkloadInputs in, Catalog catalog, boolean llm, Map<String, Message> problems) {
        ModelPreset chosen = in.modelId.get() == null ? null : catalog.model(in.modelId.get()).orElse(null);
        String params = in.parameters.get() == null ? "" : in.parameters.get().trim();
        String modelIdOut = chosen != null && WorkloadInputs.formatBillions(chosen.parametersB()).equals(params) ? chosen.id()
                : null;
        // A model that is not a language model has no count; an empty one ("") is a problem for one that is.
        Count paramsOut = !llm || modelIdOut != null ? null : count(params, PlanFields.PARAMETERS, true, problems);
        Count active = count(blankToNull(in.activeParameters.get()), PlanFields.ACTIVE, llm, problems);
        // the shape's numbers are text fields of the table, set after
        return new Plan.Model(modelIdOut, paramsOut, active, null, null, null, null, null,
                llm && in.importedArchitecture.get() != null ? in.importedConfig.get() : null,
                llm ? in.importedArchitecture.get() : null);
    }

    /**
     * The problems of one quote row: its bad cells, and a GPU the catalog does not know, which the plan
     * reader would refuse: such a row is a draft too, so that a saved plan still runs headless.
     */
    static Map<QuoteColumn, Message> rowProblems(Catalog catalog, Map<QuoteColumn, String> row) {
        QuoteRows.Row r = QuoteRows.read(row);
        if (r.valid() && GpuNames.find(catalog, r.quote().gpu()).isEmpty()) {
            return Map.of(QuoteColumn.GPU, QuoteAdvisor.unknownGpu(r.quote().gpu(), catalog));
        }
        return r.problems();
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

    /** A date as typed in the user's language; blank is null. */
    private static FieldParser.Parsed<LocalDate> date(String text, PlanField field) {
        if (text == null || text.isBlank()) {
            return FieldParser.Parsed.of(null);
        }
        return ProjectDates.parse(text, Locale.getDefault()).map(FieldParser.Parsed::of)
                .orElseGet(() -> FieldParser.Parsed.fail(ProjectDates.notADate(field.labelKey(), text)));
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
