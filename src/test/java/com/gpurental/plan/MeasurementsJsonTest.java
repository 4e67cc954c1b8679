package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.plan.Measurement.Measurements;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan's {@code measurements} section (issue 34): kept through save and open, absent from plans without it (they
 * still open, and are written without it), a wrong value refused with what is wrong and the valid range in both
 * languages, a newer section refused rather than lost on the next save.
 */
class MeasurementsJsonTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    static final Measurement KIT = new Measurement("h20", 2, null, Precision.FP16, 4096, 1, 24.6, 169.4, 24.2, 912.5,
            45.1, "chat-70b-as-quoted.result.json · vLLM", LocalDate.of(2026, 12, 5), Measurement.Origin.TRIAL_KIT);
    static final Measurement TYPED = new Measurement("a800-80g", 4, "qwen2.5-72b", Precision.BF16, null, 32, 18.0, null,
            null, null, null, "vendor's sheet 2026-11", LocalDate.of(2026, 11, 20), Measurement.Origin.ENTERED);

    private static PlanDocument document(Plan plan) {
        return new PlanDocument(plan, ChecklistState.EMPTY, List.of());
    }

    @Test
    void measurementsSurviveSaveAndOpen(@TempDir Path dir) throws Exception {
        Plan plan = PlanJson.read(Path.of("examples/chat-70b.json"))
                .withMeasurements(new Measurements(List.of(KIT, TYPED)));
        Path file = dir.resolve("p.gpuplan.json");
        document(plan).write(file);
        String json = Files.readString(file);
        assertTrue(json.replaceAll("\\s", "").contains("\"measurements\":{\"version\":1,\"items\":[{\"gpu\":\"h20\","
                + "\"cards\":2,\"precision\":\"fp16\",\"contextTokens\":4096,\"concurrency\":1,"
                + "\"decodeTokensPerSecondPerUser\":24.6,"), json);
        PlanDocument.Read read = PlanDocument.readChecked(file);
        assertEquals(List.of(KIT, TYPED), read.document().plan().measurements().items());
        assertEquals(List.of(), read.warnings()); // every field written is a field read
        assertEquals(plan, read.document().plan());
    }

    @Test
    void aPlanWithoutTheSectionOpensWithNoneAndIsWrittenWithoutIt() throws Exception {
        Plan plan = PlanJson.read(Path.of("examples/chat-70b.json"));
        assertTrue(plan.measurements().isEmpty());
        assertFalse(document(plan).toJson().contains("measurements"));
    }

    @Test
    void aNewMeasurementOfTheSameRunReplacesTheOld() {
        Measurement again = new Measurement("h20", 2, null, Precision.FP16, 4096, 1, 25.0, null, null, null, null,
                "second.result.json · vLLM", LocalDate.of(2026, 12, 6), Measurement.Origin.TRIAL_KIT);
        Measurements m = new Measurements(List.of(KIT, TYPED)).with(again);
        assertEquals(List.of(TYPED, again), m.items());
        assertEquals(List.of(again), m.without(0).items());
    }

    private static InputException refused(String item) {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"measurements\":{\"version\":1,\"items\":[" + item + "]}}";
        return assertThrows(InputException.class, () -> PlanDocument.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void wrongValuesAreRefusedWithTheFieldTheRangeAndAnExampleInBothLanguages() {
        InputException e = refused("{\"gpu\":\"h20\",\"cards\":0,\"concurrency\":8,\"decodeTokensPerSecondPerUser\":\"fast\","
                + "\"source\":\"kit\",\"date\":\"yesterday\"}");
        assertEquals(3, e.problems().size());
        assertEquals("measurements.items[0]", e.problems().get(0).path());
        assertEquals("Measurement 1: Cards: 0 is outside the valid range 1 to 4,096 (e.g. 8).",
                EN.format(e.problems().get(0).problem()));
        assertEquals("Measurement 1: Speed per user (tokens/s) must be a number, not \"fast\" (e.g. 24.5).",
                EN.format(e.problems().get(1).problem()));
        assertEquals("Measurement 1: the date must be written like 2026-12-05, not \"yesterday\".",
                EN.format(e.problems().get(2).problem()));
        assertEquals("测量 1：卡数：0 超出有效范围 1 至 4,096（例如 8）。", ZH.format(e.problems().get(0).problem()));
        assertEquals("测量 1：每用户速度（词元/秒）必须是数字，不能是“fast”（例如 24.5）。", ZH.format(e.problems().get(1).problem()));
        assertEquals("测量 1：日期应写成 2026-12-05 这样，不能是“yesterday”。", ZH.format(e.problems().get(2).problem()));
    }

    @Test
    void requiredFieldsAreNamedWithAnExample() {
        InputException e = refused("{\"gpu\":\"h20\",\"cards\":2,\"concurrency\":8,\"date\":\"2026-12-05\"}");
        assertEquals(List.of("Measurement 1: Speed per user (tokens/s) is required (e.g. 24.5).",
                "Measurement 1: Source is required (e.g. vLLM 0.8.5 bench serve)."),
                e.problems().stream().map(p -> EN.format(p.problem())).toList());
        assertEquals("测量 1：必须填写来源（例如 vLLM 0.8.5 bench serve）。", ZH.format(e.problems().get(1).problem()));
    }

    @Test
    void aNewerSectionIsRefusedNotDropped() {
        String json = "{\"measurements\":{\"version\":2,\"items\":[]}}";
        InputException e = assertThrows(InputException.class,
                () -> PlanDocument.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
        assertEquals("The plan's measurements were saved by a newer version (section version 2); this version reads up "
                + "to version 1.", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void theEditorsTextsReadBackToTheSameMeasurement() {
        Map<String, String> texts = MeasurementInput.texts(TYPED);
        assertEquals("18", texts.get("decodeTokensPerSecondPerUser"));
        MeasurementInput.Result r = MeasurementInput.parse(1, texts);
        assertEquals(List.<Message>of(), r.problems());
        assertEquals(TYPED, r.measurement());
    }
}
