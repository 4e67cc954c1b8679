package com.gpurental.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalog's GPU and offer entries, and the sources and bilingual texts every entry carries, read field by field
 * through a {@link JsonCursor}: each problem is kept with its JSON path, and an entry with any problem is left out
 * (null) so that {@link CatalogLoader} rejects the catalog whole.
 */
final class GpuEntries {

    private GpuEntries() {
    }

    static Gpu gpu(JsonCursor g) {
        int before = g.problems().size();
        String id = g.string("id", true);
        String name = g.string("name", true);
        String vendor = g.string("vendor", true);
        String nameZh = g.string("nameZh", false);
        Map<String, FigureRange> ranges = new LinkedHashMap<>();
        Double memoryGb = figure(g, "memoryGb", ranges);
        String memoryType = g.string("memoryType", true);
        Double bandwidth = figure(g, "bandwidthGbPerS", ranges);
        Double fp16 = figure(g, "fp16DenseTflops", ranges);
        Double fp16s = figure(g, "fp16SparseTflops", ranges);
        Double fp32 = figure(g, "fp32Tflops", ranges);
        // Double precision came later; a catalog without the field reads it as unknown.
        Double fp64 = g.has("fp64Tflops") ? figure(g, "fp64Tflops", ranges) : null;
        Double int8 = figure(g, "int8DenseTops", ranges);
        Double int8s = figure(g, "int8SparseTops", ranges);
        Double tdp = figure(g, "tdpW", ranges);
        Interconnect link = null;
        JsonCursor ic = g.object("interconnect", true);
        if (ic != null) {
            InterconnectType type = ic.enumValue("type", true, InterconnectType::fromJson,
                    "nvlink, pcie, infinity-fabric, hccs, none");
            link = new Interconnect(type, ic.number("gbPerS", false, true), ic.number("perPairGbPerS", false, true));
        }
        SoftwareStack stack = g.enumValue("stack", true, s -> enumOf(SoftwareStack.class, s), "cuda, rocm, cann, dtk");
        Boolean domestic = g.bool("domestic", true);
        FormFactor form = g.enumValue("formFactor", true, s -> enumOf(FormFactor.class, s), "consumer, datacenter, edge");
        LocalizedText notes = text(g, "notes", false);
        List<Source> sources = sources(g, "sources");
        // A figure no card has (memoryGb 1e308) is refused with its path; it ended in a stack trace.
        beyondSense(g, "memoryGb", memoryGb, 10_000);
        beyondSense(g, "bandwidthGbPerS", bandwidth, 1_000_000);
        beyondSense(g, "fp16DenseTflops", fp16, 1_000_000);
        beyondSense(g, "fp16SparseTflops", fp16s, 1_000_000);
        beyondSense(g, "fp32Tflops", fp32, 1_000_000);
        beyondSense(g, "fp64Tflops", fp64, 1_000_000);
        beyondSense(g, "int8DenseTops", int8, 1_000_000);
        beyondSense(g, "int8SparseTops", int8s, 1_000_000);
        beyondSense(g, "tdpW", tdp, 1_000_000);
        if (fp16 != null && fp16s != null && fp16s < fp16) {
            g.problem(g.pathOf("fp16SparseTflops"), Message.of("error.catalog.sparseBelowDense"));
        }
        if (g.problems().size() > before) {
            return null;
        }
        Integer devices = g.integer("devicesPerCard", false, true);
        String architecture = g.string("architecture", false);
        List<String> soldInChinaAs = new ArrayList<>();
        for (JsonCursor v : g.array("soldInChinaAs", false)) {
            if (v.node().isTextual() && !v.node().asText().isBlank()) {
                soldInChinaAs.add(v.node().asText());
            } else {
                v.problem(v.path(), Message.of("error.json.type", v.path(), Message.of("json.type.string")));
            }
        }
        Boolean inferenceOnly = g.bool("inferenceOnly", false);
        LocalDate soldInChinaUntil = g.has("soldInChinaUntil") ? g.date("soldInChinaUntil", false) : null;
        List<GpuVariant> variants = new ArrayList<>();
        for (JsonCursor v : g.array("variants", false)) {
            variants.add(GpuVariants.variant(v, memoryGb, bandwidth, fp16, link));
        }
        if (g.problems().size() > before) {
            return null;
        }
        return Gpu.builder().id(id).name(name).vendor(vendor).memoryGb(memoryGb).memoryType(memoryType)
                .bandwidthGbPerS(bandwidth).fp16DenseTflops(fp16).fp16SparseTflops(fp16s).fp32Tflops(fp32)
                .int8DenseTops(int8).int8SparseTops(int8s).tdpW(tdp).interconnect(link).stack(stack).domestic(domestic)
                .formFactor(form).notes(notes).sources(sources).ranges(ranges).devicesPerCard(devices == null ? 1 : devices)
                .architecture(architecture).fp64Tflops(fp64).soldInChinaAs(soldInChinaAs)
                .inferenceOnly(Boolean.TRUE.equals(inferenceOnly)).variants(variants).soldInChinaUntil(soldInChinaUntil)
                .nameZh(nameZh).build();
    }

    /**
     * A specification figure: a number, null (unknown), or — when its public sources disagree — the published spread
     * {@code {"low": 400, "high": 1600, "central": 1000?, "confidence": "U", "source": "…"}}, kept in {@code ranges}
     * (the single value is then null). Memory capacity must be one number: the fit check needs it exactly.
     */
    static Double figure(JsonCursor g, String field, Map<String, FigureRange> ranges) {
        JsonNode v = g.node() == null ? null : g.node().get(field);
        if (v == null || !v.isObject() || field.equals("memoryGb")) {
            return g.figure(field);
        }
        JsonCursor r = g.object(field, true);
        int before = r.problems().size();
        Double low = r.number("low", true, true);
        Double high = r.number("high", true, true);
        Double central = r.number("central", false, true);
        Confidence conf = r.enumValue("confidence", true, s -> enumOf(Confidence.class, s), "V, S, D, U");
        String source = r.string("source", true);
        if (r.problems().size() > before || low == null || high == null) {
            return null;
        }
        double mid = central != null ? central : (low + high) / 2;
        if (low > high || mid < low || mid > high) {
            r.problem(r.pathOf("high"), Message.of("error.catalog.rangeOrder", low, high));
            return null;
        }
        ranges.put(field, new FigureRange(low, mid, high, conf, source));
        return null;
    }

    private static final BigDecimal MIN_PRICE_CNY = new BigDecimal("0.01");
    private static final BigDecimal MAX_PRICE_CNY = new BigDecimal("100000000");

    static void beyondSense(JsonCursor g, String field, Double value, double max) {
        if (value != null && value > max) {
            g.problem(g.pathOf(field), Message.of("error.catalog.beyondSense", g.pathOf(field),
                    InputLimits.echo(String.valueOf(value)), (long) max));
        }
    }

    static Offer offer(JsonCursor o) {
        int before = o.problems().size();
        String id = o.string("id", true);
        String gpu = o.string("gpu", true);
        RentalMode mode = o.enumValue("mode", true, RentalMode::offerFromJson, "hourly, daily, weekly, monthly, quarterly");
        var price = o.decimal("priceCny", true, true);
        Integer perCards = o.integer("perCards", true, true);
        Source source = null;
        JsonCursor sc = o.object("source", true);
        if (sc != null) {
            source = source(sc);
        }
        LocalDate asOf = o.date("asOf", true);
        LocalizedText notes = text(o, "notes", false);
        Boolean wholeServer = o.bool("wholeServerOnly", false);
        // A price of 1e-9 yuan divided by zero further on (a stack trace); a price is at least one fen.
        if (price != null && (price.compareTo(MIN_PRICE_CNY) < 0 || price.compareTo(MAX_PRICE_CNY) > 0)) {
            o.problem(o.pathOf("priceCny"), Message.of("error.catalog.priceBeyondSense", o.pathOf("priceCny"),
                    InputLimits.echo(price.toPlainString()), MIN_PRICE_CNY, MAX_PRICE_CNY));
        }
        Boolean sharesRented = o.bool("sharesRented", false);
        if (o.problems().size() > before) {
            return null;
        }
        return new Offer(id, gpu, mode, price, perCards, source, asOf, notes, Boolean.TRUE.equals(wholeServer), sharesRented);
    }

    static Source source(JsonCursor sc) {
        String title = sc.string("title", true);
        String url = sc.string("url", false);
        Confidence conf = sc.enumValue("confidence", true, s -> enumOf(Confidence.class, s), "V, S, D, U");
        List<String> fields = new ArrayList<>();
        for (JsonCursor f : sc.array("fields", false)) {
            if (f.node().isTextual()) {
                fields.add(f.node().asText());
            } else {
                f.problem(f.path(), PlanFields.problem("error.json.type", f.path(), Message.of("json.type.string")));
            }
        }
        return new Source(title, url, conf, fields, sc.string("titleZh", false));
    }

    static List<Source> sources(JsonCursor g, String field) {
        List<Source> result = new ArrayList<>();
        List<JsonCursor> list = g.array(field, true);
        if (list.isEmpty() && g.has(field)) {
            g.problem(g.pathOf(field), Message.of("error.catalog.noSources"));
        }
        for (JsonCursor sc : list) {
            result.add(source(sc));
        }
        return result;
    }

    static LocalizedText text(JsonCursor parent, String field, boolean required) {
        JsonCursor t = parent.object(field, required);
        if (t == null) {
            return LocalizedText.EMPTY;
        }
        String en = t.string("en", true);
        String zh = t.string("zh", true);
        return new LocalizedText(en == null ? "" : en, zh == null ? "" : zh);
    }

    static <E extends Enum<E>> E enumOf(Class<E> type, String json) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(json)) {
                return e;
            }
        }
        return null;
    }
}
