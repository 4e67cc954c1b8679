package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.InputException;
import com.gpurental.json.JsonTrees;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 34: a measurement kept in a plan file without losing anything of the plan (plan.MeasurementsFile). */
class MeasurementsFileTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Measurement RUN = new Measurement("h20", 2, null, null, 4096, 1, 24.62, null, null, null, null,
            "r.result.json · vLLM", LocalDate.of(2026, 12, 5), Measurement.Origin.TRIAL_KIT);

    @TempDir
    Path dir;

    private Path plan(String measurements) throws Exception {
        Path p = dir.resolve("p.json");
        Files.writeString(p, "{\"format\":\"gpu-rental-plan\",\"version\":1,\"budget\":{\"cny\":8000.00},"
                + "\"measurements\":" + measurements + "}");
        return p;
    }

    @Test
    void anItemThisVersionCannotReadIsKeptAsWrittenAndTheNewOneAdded() throws Exception {
        Path p = plan("{\"version\":1,\"items\":[{\"gpu\":\"h20\",\"cards\":\"many\"}]}");
        assertEquals(new MeasurementsFile.Kept(true, 2), MeasurementsFile.keep(p, RUN));
        JsonNode root = JsonTrees.read(Files.readAllBytes(p));
        assertEquals("{\"gpu\":\"h20\",\"cards\":\"many\"}", root.path("measurements").path("items").get(0).toString());
        assertEquals("24.62", root.path("measurements").path("items").get(1).path("decodeTokensPerSecondPerUser").asText());
        assertEquals("8000.00", root.path("budget").path("cny").toString(), "a decimal is kept as written");
    }

    @Test
    void aSectionOfANewerVersionIsNotTouched() throws Exception {
        Path p = plan("{\"version\":2,\"items\":[]}");
        byte[] before = Files.readAllBytes(p);
        InputException e = assertThrows(InputException.class, () -> MeasurementsFile.keep(p, RUN));
        assertEquals(p + ": measurements.version: The plan's measurements were saved by a newer version (section "
                + "version 2); this version reads up to version 1.", e.render(EN));
        assertArrayEquals(before, Files.readAllBytes(p));
    }

    @Test
    void aSectionThatIsNotAnObjectIsNotOverwritten() throws Exception {
        Path p = plan("[1, 2]");
        byte[] before = Files.readAllBytes(p);
        InputException e = assertThrows(InputException.class, () -> MeasurementsFile.keep(p, RUN));
        assertEquals(p + ": measurements: the plan's \"measurements\" must be an object like {\"version\":1,\"items\":[…]}; "
                + "correct it, then import the result again.", e.render(EN));
        assertArrayEquals(before, Files.readAllBytes(p));
    }
}
