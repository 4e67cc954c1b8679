package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Loading validates the file: a missing required field, a wrong type, a negative or zero price or
 * size, an unknown enum value, a duplicate id, or a dangling reference gives an error that names the file, the
 * JSON path (e.g. gpus[3].memoryGb) and the problem — never a stack trace".
 * Each case breaks one thing in a copy of the bundled catalog and expects exactly one problem: its file, its path and
 * its message as key and arguments; the English sentence is asserted once for each key.
 */
class CatalogValidationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    private static ObjectNode bundledTree() {
        try (InputStream in = CatalogValidationTest.class.getResourceAsStream("/catalog.json")) {
            return (ObjectNode) JSON.readTree(in);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static ObjectNode at(ObjectNode root, String array, int index) {
        return (ObjectNode) root.get(array).get(index);
    }

    /** Writes the bundled catalog changed by {@code edit} to a file and loads it; returns the one problem. */
    private InputException broken(Consumer<ObjectNode> edit) throws IOException {
        ObjectNode root = bundledTree();
        edit.accept(root);
        Path file = dir.resolve("broken-catalog.json");
        Files.write(file, JSON.writeValueAsBytes(root));
        return assertThrows(InputException.class, () -> CatalogLoader.load(file));
    }

    /** A message about "this value" (the catalog's fields have no label on screen): the key, then its arguments. */
    private static Message value(String key, Object... args) {
        List<Object> all = new ArrayList<>(List.of(Message.of("field.unnamed")));
        all.addAll(List.of(args));
        return new Message(key, all);
    }

    private void assertOneProblem(InputException e, String path, Message problem) {
        assertEquals(List.of(new InputProblem(dir.resolve("broken-catalog.json").toString(), path, problem)), e.problems(),
                () -> e.render(EN));
        assertFalse(e.render(ZH).contains("!"), e.render(ZH)); // no missing key in Chinese either
    }

    /** The one problem, and the sentence it renders in English (once for each key). */
    private void assertOneProblem(InputException e, String path, Message problem, String english) {
        assertOneProblem(e, path, problem);
        assertEquals(dir.resolve("broken-catalog.json") + ": " + path + ": " + english, e.render(EN));
    }

    @Test
    void theUntouchedBundledCatalogLoadsFromAFile() throws Exception {
        Path file = dir.resolve("catalog.json");
        Files.write(file, JSON.writeValueAsBytes(bundledTree()));
        Catalog c = CatalogLoader.load(file);
        assertEquals(25, c.gpus().size());
        assertEquals(file.toString(), c.origin());
    }

    @Test
    void aFigureWhoseSourcesDisagreeIsKeptAsItsPublishedSpread() throws Exception {
        // docs/gpu-specs.md: Ascend 910B bandwidth, public sources 0.4–1.6 TB/s, confidence U.
        Catalog bundled = CatalogLoader.bundled();
        Gpu ascend = bundled.gpu("ascend-910b").orElseThrow();
        assertNull(ascend.bandwidthGbPerS());
        FigureRange bw = ascend.bandwidthRange();
        assertEquals(400, bw.low(), 0.0);
        assertEquals(1000, bw.central(), 0.0);
        assertEquals(1600, bw.high(), 0.0);
        assertEquals(Confidence.U, bw.confidence());
        // A single figure is a range without spread, with its source's confidence.
        FigureRange h100 = bundled.gpu("h100-sxm").orElseThrow().bandwidthRange();
        assertEquals(new FigureRange(3350, 3350, 3350, Confidence.V, null), h100);
        // Hygon Z100: one unconfirmed figure, no spread — still unknown.
        assertNull(bundled.gpu("hygon-z100").orElseThrow().bandwidthRange());
        // A named central value is kept.
        Path file = dir.resolve("central.json");
        ObjectNode root = bundledTree();
        ((ObjectNode) at(root, "gpus", 14).get("bandwidthGbPerS")).put("central", 1600);
        Files.write(file, JSON.writeValueAsBytes(root));
        assertEquals(1600, CatalogLoader.load(file).gpu("ascend-910b").orElseThrow().bandwidthRange().central(), 0.0);
    }

    @Test
    void aRangeWithItsEndsSwappedOrMemoryAsARangeIsRejected() throws Exception {
        InputException e = broken(root -> ((ObjectNode) at(root, "gpus", 14).get("bandwidthGbPerS")).put("low", 2000));
        assertOneProblem(e, "gpus[14].bandwidthGbPerS.high", Message.of("error.catalog.rangeOrder", 2000.0, 1600.0),
                "A figure range needs low ≤ central ≤ high (got 2,000–1,600)."); // the path once, not twice
        // Memory capacity decides the fit and must be one number.
        InputException m = broken(root -> at(root, "gpus", 0).putObject("memoryGb").put("low", 20).put("high", 24));
        assertOneProblem(m, "gpus[0].memoryGb", value("error.json.type", Message.of("json.type.number"), ""));
    }

    @Test
    void aMissingRequiredFieldNamesItsPath() throws Exception {
        InputException e = broken(root -> at(root, "gpus", 3).remove("memoryGb"));
        assertOneProblem(e, "gpus[3].memoryGb", value("error.json.missing", ""), "This value is required.");
    }

    @Test
    void aBrokenGpuDoesNotAlsoBreakItsOffers() throws Exception {
        // rtx-4090 (gpus[0]) has three offers; only the missing field is reported, not three dangling references.
        InputException e = broken(root -> at(root, "gpus", 0).remove("bandwidthGbPerS"));
        assertOneProblem(e, "gpus[0].bandwidthGbPerS", value("error.json.missing", ""));
    }

    @Test
    void anUnknownFigureMustBeAnExplicitNullNotLeftOut() throws Exception {
        InputException e = broken(root -> at(root, "gpus", 17).remove("fp16DenseTflops"));
        assertOneProblem(e, "gpus[17].fp16DenseTflops", value("error.json.missing", ""));
    }

    @Test
    void aWrongTypeNamesTheExpectedType() throws Exception {
        InputException e = broken(root -> at(root, "gpus", 0).put("memoryGb", "24 GB"));
        assertOneProblem(e, "gpus[0].memoryGb", value("error.json.type", Message.of("json.type.number"), ""),
                "This value must be a number.");
        InputException flag = broken(root -> at(root, "gpus", 14).put("domestic", "yes"));
        assertOneProblem(flag, "gpus[14].domestic", value("error.json.type", Message.of("json.type.boolean"), ""),
                "This value must be true or false.");
        InputException whole = broken(root -> at(root, "offers", 1).put("perCards", 2.5));
        assertOneProblem(whole, "offers[1].perCards", value("error.json.type", Message.of("json.type.integer"), ""),
                "This value must be a whole number.");
    }

    @Test
    void aNegativePriceIsRejected() throws Exception {
        InputException e = broken(root -> at(root, "offers", 0).put("priceCny", -1.96));
        assertOneProblem(e, "offers[0].priceCny", value("error.json.positive", "-1.96", ""),
                "This value must be greater than zero, not -1.96.");
    }

    @Test
    void aZeroPriceIsRejected() throws Exception {
        InputException e = broken(root -> at(root, "offers", 4).put("priceCny", 0));
        assertOneProblem(e, "offers[4].priceCny", value("error.json.positive", "0", ""));
    }

    @Test
    void aZeroOrNegativeSizeIsRejected() throws Exception {
        InputException zero = broken(root -> at(root, "gpus", 2).put("memoryGb", 0));
        assertOneProblem(zero, "gpus[2].memoryGb", value("error.json.positive", "0", ""));
        InputException negative = broken(root -> at(root, "gpus", 5).put("memoryGb", -96));
        assertOneProblem(negative, "gpus[5].memoryGb", value("error.json.positive", "-96", ""));
        InputException server = broken(root -> at(root, "offers", 1).put("perCards", 0));
        assertOneProblem(server, "offers[1].perCards", value("error.json.positive", "0", ""));
        InputException layers = broken(root -> at(root, "models", 2).put("layers", -80));
        assertOneProblem(layers, "models[2].layers", value("error.json.positive", "-80", ""));
    }

    @Test
    void aShapeThatIsNotItsConfigJsonsIsRejected() throws Exception {
        // models[13] is DeepSeek-V3, whose config.json gives 61 layers and an MLA latent of kv_lora_rank 512; its shape
        // is the config's, so a stated field that says otherwise is an error, not a second architecture.
        InputException layers = broken(root -> at(root, "models", 13).put("layers", 60));
        assertOneProblem(layers, "models[13].layers", Message.of("error.catalog.configCount", 60, 61),
                "60 does not follow from the entry's config.json, which gives 61.");
        InputException rank = broken(root -> at(root, "models", 13).put("kvLoraRank", 256));
        assertOneProblem(rank, "models[13].kvLoraRank", Message.of("error.catalog.configCount", 256, 512));
    }

    @Test
    void anUnknownEnumValueListsTheAllowedOnes() throws Exception {
        InputException mode = broken(root -> at(root, "offers", 1).put("mode", "yearly"));
        assertOneProblem(mode, "offers[1].mode", value("error.json.enum", "yearly",
                List.of("hourly", "daily", "weekly", "monthly",
                "quarterly")), "This value: \"yearly\" is not allowed; use one of: hourly, daily, weekly, monthly, quarterly.");
        // one rental-mode enum serves offers and candidates, but an offer is never the hybrid of two offers
        InputException hybrid = broken(root -> at(root, "offers", 1).put("mode", "hybrid"));
        assertOneProblem(hybrid, "offers[1].mode", value("error.json.enum", "hybrid", List.of("hourly", "daily", "weekly",
                "monthly", "quarterly")));
        InputException stack = broken(root -> at(root, "gpus", 12).put("stack", "opencl"));
        assertOneProblem(stack, "gpus[12].stack", value("error.json.enum", "opencl", List.of("cuda", "rocm", "cann", "dtk")));
        InputException link = broken(root -> ((ObjectNode) at(root, "gpus", 2).get("interconnect")).put("type", "nvswitch"));
        assertOneProblem(link, "gpus[2].interconnect.type", value("error.json.enum", "nvswitch", List.of("nvlink", "pcie",
                "infinity-fabric", "hccs", "none")));
    }

    @Test
    void aDuplicateIdIsRejected() throws Exception {
        // h100-pcie (gpus[3]) renamed to the id of gpus[2]; h100-pcie has no offers, so nothing else dangles.
        InputException e = broken(root -> at(root, "gpus", 3).put("id", "h100-sxm"));
        assertOneProblem(e, "gpus[3].id", value("error.json.duplicate", "h100-sxm"),
                "This value: the id \"h100-sxm\" is used twice; ids must be unique.");
        InputException offer = broken(root -> at(root, "offers", 7).put("id", "rtx-4090-container-hourly"));
        assertOneProblem(offer, "offers[7].id", value("error.json.duplicate", "rtx-4090-container-hourly"));
    }

    @Test
    void anOfferForAnUnknownGpuIsADanglingReference() throws Exception {
        InputException e = broken(root -> at(root, "offers", 0).put("gpu", "rtx-4080"));
        assertOneProblem(e, "offers[0].gpu", value("error.json.reference", "rtx-4080", "gpus"),
                "This value: \"rtx-4080\" does not exist in gpus.");
    }

    @Test
    void aScenarioDefaultModelThatDoesNotExistIsADanglingReference() throws Exception {
        InputException e = broken(root -> ((ObjectNode) at(root, "scenarios", 0).get("defaults")).put("model", "llama-9b"));
        assertOneProblem(e, "scenarios[0].defaults.model", value("error.json.reference", "llama-9b", "models"));
    }

    @Test
    void aSparseFigureBelowTheDenseOneIsRejected() throws Exception {
        // docs/gpu-specs.md "Which FP16 figure": the classic mistake is storing the sparse figure as the dense one.
        InputException e = broken(root -> at(root, "gpus", 2).put("fp16DenseTflops", 1978.9).put("fp16SparseTflops", 989.4));
        assertOneProblem(e, "gpus[2].fp16SparseTflops", Message.of("error.catalog.sparseBelowDense"),
                "The with-sparsity figure cannot be below the dense figure."); // the path once, not twice
    }

    @Test
    void aProblemNamesItsJsonPathOnceInEitherLanguage() throws Exception {
        // The message after the path said the path again: "c.json: models[1].kvHeads: models[1].kvHeads: KV heads …".
        InputException kv = broken(root -> at(root, "models", 1).put("kvHeads", 80));
        Path file = dir.resolve("broken-catalog.json");
        assertEquals(file + ": models[1].kvHeads: KV heads cannot exceed attention heads.", kv.render(EN));
        assertEquals(file + "：models[1].kvHeads：KV 头数不能超过注意力头数。", kv.render(ZH));
        InputException one = broken(root -> ((ObjectNode) at(root, "scaling", 0).get("efficiency")).remove("1"));
        assertEquals(file + ": scaling[0].efficiency: The table must give the efficiency for 1 card (\"1\": 1.0).",
                one.render(EN));
        InputException sources = broken(root -> at(root, "gpus", 0).putArray("sources"));
        assertEquals(file + ": gpus[0].sources: Every GPU needs at least one source.", sources.render(EN));
        assertEquals(file + "：gpus[0].sources：每个 GPU 至少需要一个来源。", sources.render(ZH));
        for (InputException e : List.of(kv, one, sources)) {
            String path = e.problems().get(0).path();
            for (String text : List.of(e.render(EN), e.render(ZH))) {
                assertEquals(text.indexOf(path), text.lastIndexOf(path), text);
            }
        }
    }

    @Test
    void aWrongDateIsRejected() throws Exception {
        InputException e = broken(root -> at(root, "offers", 2).put("asOf", "Nov 2026"));
        assertOneProblem(e, "offers[2].asOf",
                value("error.json.date", "Nov 2026"), "This value must be a date like 2026-11-01, not \"Nov 2026\".");
    }

    @Test
    void aForeignFileIsNotACatalog() throws Exception {
        InputException e = broken(root -> root.put("format", "gpu-rental-plan"));
        assertOneProblem(e, "format", Message.of("error.catalog.format", "gpu-rental-plan"),
                "This is not a GPU catalog (format \"gpu-rental-plan\"); expected \"gpu-rental-catalog\".");
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst() throws Exception {
        InputException e = broken(root -> {
            at(root, "gpus", 3).remove("memoryGb");
            at(root, "offers", 0).put("priceCny", -1);
            at(root, "models", 1).put("kvHeads", 80);
        });
        assertEquals(List.of("gpus[3].memoryGb", "offers[0].priceCny", "models[1].kvHeads"),
                e.problems().stream().map(InputProblem::path).toList());
    }

    @Test
    void aSyntaxErrorGivesLineAndColumn() throws Exception {
        Path file = dir.resolve("syntax.json");
        Files.writeString(file, "{\"format\": \"gpu-rental-catalog\",\n \"version\": 1,,\n}", StandardCharsets.UTF_8);
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.load(file));
        assertEquals(1, e.problems().size());
        assertEquals("error.catalog.syntax", e.problems().get(0).problem().key());
        assertEquals(file + ": Not valid JSON at line 2, column 15: the character \",\" is not expected here. "
                + "A catalog starts like {\"format\":\"gpu-rental-catalog\",\"version\":1",
                e.render(EN));
        assertEquals(file + "：第 2 行第 15 列不是有效的 JSON：此处不应出现字符“,”。目录文件应以 {\"format\":\"gpu-rental-catalog\",\"version\":1 开头",
                e.render(ZH));
    }

    @Test
    void anEmptyFileSaysSo() throws Exception {
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.parse("empty.json", new byte[0]));
        assertEquals("empty.json: The file is empty. A catalog starts like {\"format\":\"gpu-rental-catalog\",\"version\":1",
                e.render(EN));
    }

    @Test
    void aMissingFileNamesThePath() {
        Path file = dir.resolve("nowhere.json");
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.load(file));
        assertEquals("error.file.missing", e.problems().get(0).problem().key());
        assertEquals(file + ": File not found. Check the folder and the file name.", e.render(EN)); // the path once, in the
                // prefix
        assertEquals(file + "：找不到该文件。请检查文件夹和文件名。", e.render(ZH));
    }

    @Test
    void aListWhereAnObjectBelongsIsATypeError() throws Exception {
        InputException e = assertThrows(InputException.class,
                () -> CatalogLoader.parse("list.json", "[1, 2]".getBytes(StandardCharsets.UTF_8)));
        assertEquals("list.json: The whole file must be an object { ... }.", e.render(EN));
    }
}
