package com.gpurental.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.TestCatalogs;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.PlanJson;
import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.Invoice;
import com.gpurental.purchase.PriceUnit;
import com.gpurental.sizing.Precision;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published JSON Schemas (docs/schema, draft 2020-12) describe the files the app reads: every bundled example plan
 * and the catalog pass them, files the app refuses fail them at the same path, and the plan schema's limits are those
 * of the field table the app checks with ({@link PlanFields}). The schemas document the formats for the buyer's IT; the
 * app itself keeps its own reader, which says every problem in the user's language (docs/architecture.md "JSON: read by hand,
 * published as schemas").
 */
class JsonSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path PLAN_SCHEMA = Path.of("docs/schema/plan.schema.json");
    private static final Path CATALOG_SCHEMA = Path.of("docs/schema/catalog.schema.json");

    private static Schema schema(Path file) throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(JSON.readTree(file.toFile()));
    }

    private static List<String> problems(Schema schema, JsonNode document) {
        return schema.validate(document).stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
    }

    private static List<Path> examplePlans() throws IOException {
        List<Path> plans = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("examples"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                JsonNode root;
                try {
                    root = JSON.readTree(f.toFile());
                } catch (IOException e) {
                    continue; // examples/acceptance/chat-70b-truncated.result.json is cut off on purpose
                }
                if (root.path("format").asText().equals("gpu-rental-plan")) {
                    plans.add(f);
                }
            }
        }
        return plans;
    }

    @Test
    void everyBundledExamplePlanAndTheAppsOwnFormOfItPassThePlanSchema() throws Exception {
        Schema schema = schema(PLAN_SCHEMA);
        List<Path> plans = examplePlans();
        // 5 plans in examples/, 12 requests, the acceptance walk-through's plan.
        assertEquals(18, plans.size(), plans::toString);
        for (Path plan : plans) {
            assertEquals(List.of(), problems(schema, JSON.readTree(plan.toFile())), plan.toString());
            assertEquals(List.of(), problems(schema, PlanJson.toTree(PlanJson.read(plan))), plan + " as the app writes it");
        }
    }

    @Test
    void theShippedAndTheFrozenCatalogPassTheCatalogSchema() throws Exception {
        Schema schema = schema(CATALOG_SCHEMA);
        assertEquals(List.of(), problems(schema, JSON.readTree(TestCatalogs.SHIPPED_FILE.toFile())));
        assertEquals(List.of(), problems(schema, JSON.readTree(TestCatalogs.FROZEN_FILE.toFile())));
    }

    private static ObjectNode plan(String json) throws IOException {
        return (ObjectNode) JSON.readTree("{\"format\":\"gpu-rental-plan\",\"version\":1," + json + "}");
    }

    /** {@code plan} fails the schema at {@code pointer} (a JSON Pointer) and the app refuses it naming the same field. */
    private static void refusedPlan(Schema schema, ObjectNode plan, String pointer, String path) {
        List<String> problems = problems(schema, plan);
        assertFalse(problems.isEmpty(), plan::toString);
        assertTrue(problems.stream().allMatch(p -> p.startsWith(pointer)), problems::toString);
        InputException e = assertThrows(InputException.class, () -> PlanJson.parse("p.json", JSON.writeValueAsBytes(plan)));
        assertEquals(path, e.problems().get(0).path(), () -> e.getMessage());
    }

    @Test
    void plansTheAppRefusesFailThePlanSchemaAtTheSameField() throws Exception {
        Schema schema = schema(PLAN_SCHEMA);
        refusedPlan(schema, plan("\"precision\":\"fp12\""), "/precision", "precision");
        refusedPlan(schema, plan("\"rental\":{\"hoursPerDay\":25}"), "/rental/hoursPerDay", "rental.hoursPerDay");
        refusedPlan(schema, plan("\"inference\":{\"concurrentUsers\":0}"), "/inference/concurrentUsers",
                "inference.concurrentUsers");
        refusedPlan(schema, plan("\"budget\":{\"monthlyCny\":8928,\"totalCny\":20000}"), "/budget", "budget");
        refusedPlan(schema, plan("\"project\":{\"preparer\":\"" + "张".repeat(41) + "\"}"), "/project/preparer",
                "project.preparer");
        refusedPlan(schema, plan("\"quotes\":[{\"vendor\":\"甲云\",\"gpu\":\"h20\",\"cards\":2}]"), "/quotes/0", "quotes[0].price");
        refusedPlan(schema, plan("\"format\":\"gpu-rental-catalog\""), "/format", "format");
    }

    private static ObjectNode catalog(Consumer<ObjectNode> edit) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(TestCatalogs.frozenBytes());
        edit.accept(root);
        return root;
    }

    /** {@code catalog} fails the schema at {@code pointer} and the app refuses it at {@code path}. */
    private static void refusedCatalog(Schema schema, ObjectNode catalog, String pointer, String path) {
        List<String> problems = problems(schema, catalog);
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().allMatch(p -> p.startsWith(pointer)), problems::toString);
        InputException e = assertThrows(InputException.class,
                () -> CatalogLoader.parse("c.json", JSON.writeValueAsBytes(catalog)));
        assertEquals(path, e.problems().get(0).path(), () -> e.getMessage());
    }

    @Test
    void catalogsTheAppRefusesFailTheCatalogSchemaAtTheSameField() throws Exception {
        Schema schema = schema(CATALOG_SCHEMA);
        refusedCatalog(schema, catalog(c -> ((ObjectNode) c.get("offers").get(0)).put("priceCny", 0.001)), "/offers/0/priceCny",
                "offers[0].priceCny");
        refusedCatalog(schema, catalog(c -> ((ObjectNode) c.get("gpus").get(0)).putArray("sources")), "/gpus/0/sources",
                "gpus[0].sources");
        refusedCatalog(schema, catalog(c -> ((ObjectNode) c.get("gpus").get(3)).remove("memoryGb")), "/gpus/3",
                "gpus[3].memoryGb");
        refusedCatalog(schema, catalog(c -> ((ObjectNode) c.get("scaling").get(0).get("efficiency")).remove("1")),
                "/scaling/0/efficiency", "scaling[0].efficiency");
        refusedCatalog(schema, catalog(c -> ((ObjectNode) c.get("models").get(0)).put("attention", "sparse")),
                "/models/0/attention", "models[0].attention");
        refusedCatalog(schema, catalog(c -> c.put("format", "gpu-rental-plan")), "/format", "format");
    }

    private static JsonNode property(JsonNode schema, String path) {
        JsonNode node = schema;
        for (String name : path.split("\\.")) {
            JsonNode next = node.path("properties").path(name);
            assertFalse(next.isMissingNode(), () -> path + " is not in docs/schema/plan.schema.json");
            node = next;
        }
        return node;
    }

    @Test
    void thePlanSchemasFieldsAndLimitsAreThoseOfTheFieldTable() throws Exception {
        JsonNode schema = JSON.readTree(PLAN_SCHEMA.toFile());
        for (PlanField field : PlanFields.byPath().values()) {
            JsonNode p = property(schema, field.path());
            if (field.limit() != null) {
                var limit = field.limit();
                assertEquals(limit.whole() ? "integer" : "number", p.path("type").asText(), field.path());
                String low = limit.aboveZero() ? "exclusiveMinimum" : "minimum";
                assertEquals(0, limit.min().compareTo(p.path(low).decimalValue()), field.path() + " " + low);
                assertEquals(0, limit.max().compareTo(p.path("maximum").decimalValue()), field.path() + " maximum");
            }
            if (field.textLimit() != null) {
                assertEquals(field.textLimit().maxChars(), p.path("maxLength").asInt(), field.path());
            }
        }
        assertEquals(names(Precision.values(), Precision::json), enumOf(property(schema, "precision")));
        JsonNode quote = schema.path("$defs").path("quote").path("properties");
        assertEquals(names(PriceUnit.values(), PriceUnit::json), enumOf(quote.path("price").path("properties").path("per")));
        assertEquals(names(BillingUnit.values(), BillingUnit::json),
                enumOf(quote.path("billing").path("properties").path("unit")));
        assertEquals(names(Invoice.values(), Invoice::json), enumOf(quote.path("invoice")));
    }

    private static <E> List<String> names(E[] values, Function<E, String> json) {
        return Arrays.stream(values).map(json).toList();
    }

    private static List<String> enumOf(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.path("enum").forEach(n -> names.add(n.asText()));
        return names;
    }

    @Test
    void theSchemasAreValidDraft202012Schemas() throws Exception {
        // Each schema against the draft's meta-schema (bundled with the validator, read offline).
        Schema meta = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        for (Path file : List.of(PLAN_SCHEMA, CATALOG_SCHEMA)) {
            JsonNode schema = JSON.readTree(file.toFile());
            assertEquals("https://json-schema.org/draft/2020-12/schema", schema.path("$schema").asText());
            assertEquals(List.of(), problems(meta, schema), file.toString());
        }
    }
}
