package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.FieldParser;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ConfigJson;
import com.gpurental.models.ModelShape;
import com.gpurental.models.ModelShapeJson;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the plan's sections, each field through its {@link PlanField} descriptor: its name in the section, its limit
 * and its label come from the one table the wizard and the resolver use too. A section left out is its empty value;
 * every problem is recorded on the cursor with its path.
 */
final class PlanSections {

    private PlanSections() {
    }

    static Plan.Model model(JsonCursor m, Table table) {
        if (m == null) {
            return Plan.Model.EMPTY;
        }
        String config = m.string("config", false);
        Count parameters = count(m, PlanFields.PARAMETERS);
        ModelShape architecture = architecture(m, config);
        agree(m, parameters, architecture, config);
        Plan.Model model = new Plan.Model(m.string(PlanFields.MODEL_ID.name(), false), parameters,
                count(m, PlanFields.ACTIVE), null, null, null, null, null, config, architecture);
        table.read(m);
        return model;
    }

    /**
     * How far a typed count may be from the count of the config.json beside it: model names round (Qwen2.5-7B holds
     * 7.62B, Mistral-7B 7.24B, DeepSeek-V2-Lite "16B" 15.7B, all within 10 %); a 70B typed over an 8B config is another
     * model. 25 %: no rounding of a model's name comes near it.
     */
    private static final double TYPED_COUNT_TOLERANCE = 0.25;

    /**
     * A count typed in the plan and the architecture of its config.json must describe one model: a typed "70B" is not
     * silently replaced by an 8B config's count (the app keeps the two equal; a hand-edited file or a config.json
     * replaced since may not).
     */
    private static void agree(JsonCursor m, Count parameters, ModelShape architecture, String config) {
        if (parameters == null || architecture == null || architecture.parametersB() <= 0) {
            return;
        }
        double counted = architecture.parametersB();
        if (Math.abs(parameters.billions() - counted) > TYPED_COUNT_TOLERANCE * counted) {
            m.problem(m.pathOf(PlanFields.PARAMETERS.name()), Message.of("error.config.countDisagrees",
                    InputLimits.echo(parameters.text()), Math.round(counted * 100) / 100.0,
                    config == null ? "model.architecture" : InputFiles.shown(config)));
        }
    }

    static Plan.Training training(JsonCursor t, Table table) {
        if (t == null) {
            return Plan.Training.EMPTY;
        }
        TrainingMethod method = t.enumValue(PlanFields.METHOD.name(), false, TrainingMethod::fromJson, "full, lora, qlora");
        table.read(t);
        return new Plan.Training(method, null, null, null, null, t.bool("activationCheckpointing", false));
    }

    /** {@code inference}, its {@code users} (the load in the buyer's words) among its table fields. */
    static Plan.Inference inference(JsonCursor i, Table table) {
        if (i == null) {
            return Plan.Inference.EMPTY;
        }
        table.read(i);
        KvPrecision kv = i.enumValue(PlanFields.KV_PRECISION.name(), false, KvPrecision::fromJson, "fp16, fp8, int8");
        table.read(i.object("users", false));
        Boolean thinking = i.bool("thinking", false);
        Plan.Speculative speculative = i.enumValue("speculative", false, Plan.Speculative::fromJson, "mtp");
        Boolean spare = i.bool("spareCopy", false);
        return new Plan.Inference(null, null, null, kv).withDecoding(thinking, speculative).withSpareCopy(spare);
    }

    static Plan.Memory memory(JsonCursor mem) {
        return mem == null ? Plan.Memory.DEFAULT : new Plan.Memory(number(mem, PlanFields.SPARE));
    }

    /** {@code rental}, its {@code peak} among its table fields. */
    static Plan.Rental rental(JsonCursor r, Table table) {
        if (r == null) {
            return Plan.Rental.EMPTY;
        }
        table.read(r);
        Plan.RentalChoice mode = r.enumValue(PlanFields.RENTAL_MODE.name(), false,
                s -> PlanJson.enumOf(Plan.RentalChoice.class, s), "auto, hourly, monthly, hybrid");
        table.read(r.object("peak", false));
        return new Plan.Rental(mode, null, null, null, null);
    }

    static Plan.Budget budget(JsonCursor b) {
        if (b == null) {
            return Plan.Budget.NONE;
        }
        BigDecimal monthly = money(b, PlanFields.MONTHLY_BUDGET);
        BigDecimal total = money(b, PlanFields.TOTAL_BUDGET);
        if (monthly != null && total != null) {
            b.problem(b.path(), Message.of("error.plan.twoBudgets"));
        }
        return new Plan.Budget(monthly, total);
    }

    /**
     * A budget amount: a JSON number. Text that is not an amount is refused as the Budget page refuses it, through the
     * field's descriptor (“abc”不是数字（例如 8,928）), quoting what the file holds.
     */
    private static BigDecimal money(JsonCursor b, PlanField field) {
        JsonNode v = b.node().get(field.name());
        if (v != null && v.isTextual()) {
            FieldParser.Parsed<BigDecimal> typed = field.parseMoney(v.asText());
            if (!typed.ok()) {
                b.problem(b.pathOf(field.name()), typed.error());
                return null;
            }
        }
        return b.limited(field.name(), field.limit());
    }


    static Plan.Filters filters(JsonCursor f) {
        if (f == null) {
            return Plan.Filters.NONE;
        }
        Set<RentalMode> modes = null;
        if (f.has(PlanFields.MODES.name())) {
            modes = EnumSet.noneOf(RentalMode.class);
            for (JsonCursor e : f.array(PlanFields.MODES.name(), false)) {
                RentalMode q = e.node().isTextual() ? RentalMode.fromJson(e.node().asText()) : null;
                if (q == null || q == RentalMode.CLUSTER) {
                    e.problem(e.path(), Message.of("error.json.enum", PlanFields.subject(PlanFields.MODES.path()),
                            InputLimits.echo(e.node().asText()), List.of("hourly", "daily", "weekly", "monthly", "quarterly",
                            "hybrid")));
                } else {
                    modes.add(q);
                }
            }
        }
        return new Plan.Filters(whole(f, PlanFields.MAX_CARDS), modes);
    }

    /**
     * The table's fields as a plan file holds them (docs/architecture.md "One field table"): each section's are read
     * by one loop, in the order the sections are read, and set on the plan through their setters at the end.
     */
    static final class Table {

        private final Map<PlanField, Object> values = new LinkedHashMap<>();

        /** Every table field of the object {@code c} points at (none when it is absent), read by its kind. */
        void read(JsonCursor c) {
            if (c == null) {
                return;
            }
            for (PlanField f : PlanFields.table()) {
                if (f.path().equals(c.pathOf(f.name()))) {
                    values.put(f, value(c, f));
                }
            }
        }

        /** {@code plan} with every value read set. */
        Plan onto(Plan plan) {
            Plan out = plan;
            for (Map.Entry<PlanField, Object> e : values.entrySet()) {
                out = PlanAccess.set(out, e.getKey(), e.getValue());
            }
            return out;
        }

        private static Object value(JsonCursor c, PlanField f) {
            return switch (f.kind()) {
                case WHOLE -> whole(c, f);
                case DECIMAL, POSITIVE -> number(c, f);
                case COUNT -> count(c, f);
                case TEXT -> text(c, f);
                case DATE -> c.date(f.name(), false);
                case MONEY, CHOICE -> throw new IllegalArgumentException(f.path() + " is read by hand");
            };
        }
    }

    private static Integer whole(JsonCursor c, PlanField field) {
        return c.limitedInt(field.name(), field.limit());
    }

    private static Double number(JsonCursor c, PlanField field) {
        return c.limitedNumber(field.name(), field.limit());
    }

    /** A text field held to its length. */
    private static String text(JsonCursor c, PlanField field) {
        String s = c.string(field.name(), false);
        Message refused = field.checkText(s);
        if (refused != null) {
            c.problem(c.pathOf(field.name()), refused);
            return null;
        }
        return s;
    }

    /**
     * A count field: a string such as "70B" or a number of billions (kept as "70B", the text the wizard shows), read
     * through the field's descriptor; a count that is not one is a problem at its path.
     */
    private static Count count(JsonCursor c, PlanField field) {
        String name = field.name();
        if (!c.has(name)) {
            return null;
        }
        JsonNode v = c.node().get(name);
        String typed;
        if (v.isNumber()) {
            typed = v.decimalValue().stripTrailingZeros().toPlainString() + "B";
        } else if (v.isTextual()) {
            typed = v.asText();
        } else {
            c.problem(c.pathOf(name), PlanFields.problem("error.json.type", c.pathOf(name), Message.of("json.type.count")));
            return null;
        }
        FieldParser.Parsed<Count> parsed = Count.parse(field, typed);
        if (!parsed.ok()) {
            // The problem quotes what the file holds (0), not the text it was read as (0B).
            Message error = parsed.error();
            if (v.isNumber()) {
                Object read = InputLimits.echo(typed);
                Object written = InputLimits.echo(v.asText());
                error = Message.of(error.key(), error.args().stream().map(a -> a.equals(read) ? written : a).toArray());
            }
            c.problem(c.pathOf(name), error);
        }
        return parsed.value();
    }

    /** A config.json is a few kB (DeepSeek-V3's: 1.7 kB); 1 MB is far more than any. */
    private static final long CONFIG_BYTES = 1024 * 1024;

    /**
     * The architecture of {@code model.config} (a config.json, relative to the plan file) read afresh when
     * the file is there, else the one stored under {@code model.architecture}; a file that is neither there nor
     * stored, or that cannot be read, is a problem naming it.
     */
    private static ModelShape architecture(JsonCursor m, String config) {
        JsonCursor stored = m.object("architecture", false);
        if (config != null) {
            Path planFile = Path.of(m.file());
            Path parent = planFile.toAbsolutePath().getParent();
            Path file;
            try {
                file = parent == null ? Path.of(config) : parent.resolve(config);
            } catch (InvalidPathException e) {
                m.problem(m.pathOf("config"), Message.of("error.config.unreadable", InputFiles.shown(config),
                        e.getReason()));
                return null;
            }
            if (Files.isRegularFile(file) || stored == null) {
                byte[] bytes;
                try {
                    // the bounded, ordinary-file-only read: /dev/zero or a FIFO named here neither fills memory nor hangs
                    bytes = InputFiles.read(file, CONFIG_BYTES);
                } catch (InputException e) {
                    Message why = e.problems().get(0).problem();
                    m.problem(m.pathOf("config"), Message.of("error.config.unreadable",
                            InputFiles.shown(config), why.key().equals("error.file.missing")
                                    ? Message.of("error.config.noFile") : why));
                    return null;
                }
                // a file the plan merely points to: its problems quote nothing from it (it may be anyone's secret)
                ConfigJson.Result read = ConfigJson.parse(bytes, false);
                for (Message problem : read.problems()) {
                    m.problem(m.pathOf("config"), problem);
                }
                return read.ok() ? read.shape() : null;
            }
        }
        if (stored == null) {
            return null;
        }
        ConfigJson.Result read = ModelShapeJson.fromJson(stored.node());
        for (Message problem : read.problems()) {
            m.problem(m.pathOf("architecture"), problem);
        }
        return read.ok() ? read.shape() : null;
    }
}
