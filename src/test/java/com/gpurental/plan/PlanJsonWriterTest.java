package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.json.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The plan writer, whose table fields are written by one loop over the field table (issue 35): a plan with every field
 * of the table and every field written by hand is written byte for byte as the hand-written writer wrote it before
 * (the file below is that writer's output at 1ab6202: its key order, its numbers, "8000.00" kept as typed).
 */
class PlanJsonWriterTest {

    private static final Path EVERY_FIELD = Path.of("src/test/resources/plan/every-field.json");

    @Test
    void aPlanWithEveryFieldIsWrittenAsTheHandWrittenWriterWroteIt() throws IOException, InputException {
        assertEquals(Files.readString(EVERY_FIELD), PlanJson.write(PlanJson.read(EVERY_FIELD)));
    }

    @Test
    void sectionsWithoutAValueAreLeftOutAndTheAlwaysWrittenOnesAreEmpty() {
        assertEquals("""
                {
                  "format" : "gpu-rental-plan",
                  "version" : 1,
                  "model" : { },
                  "training" : { },
                  "inference" : { },
                  "rental" : { }
                }""", PlanJson.write(Plan.empty()));
    }
}
