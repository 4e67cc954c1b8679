package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlanDocumentTest {

    @TempDir
    Path dir;

    private static PlanDocument sample() throws Exception {
        Plan plan = PlanJson.parse("chat", Files.readAllBytes(Path.of("examples/chat-70b.json")));
        ChecklistState state = ChecklistState.EMPTY
                .with("hardware", new ChecklistState.Entry(true, "NVMe 3 GB/s, 64 GB RAM — vendor mail 2026-11-20"))
                .with("vendor", new ChecklistState.Entry(false, "SLA draft requested"))
                .with("benchmark", new ChecklistState.Entry(false, "the vendor runs the model for us", true));
        return new PlanDocument(plan, state, List.of("h20", "rtx-4090", "ascend-910b"));
    }

    @Test
    void anItemMarkedNotApplicableIsSavedAsSuchAndOnlyThen() throws Exception {
        String json = sample().toJson();
        assertTrue(json.contains("\"benchmark\" : {\n      \"checked\" : false,\n"
                + "      \"note\" : \"the vendor runs the model for us\",\n"
                + "      \"notApplicable\" : true\n    }"), json);
        assertTrue(json.contains("\"note\" : \"SLA draft requested\"\n    }"),
                "no notApplicable field where it applies: " + json);
        Path file = dir.resolve("na" + PlanDocument.EXTENSION);
        sample().write(file);
        assertTrue(PlanDocument.read(file).checklist().entry("benchmark").notApplicable());
        assertFalse(PlanDocument.read(file).checklist().entry("vendor").notApplicable());
    }

    @Test
    void saveAndOpenRoundTripIsLossless() throws Exception {
        PlanDocument doc = sample();
        Path file = dir.resolve("chat" + PlanDocument.EXTENSION);
        doc.write(file);
        PlanDocument back = PlanDocument.read(file);
        assertEquals(doc, back);
        assertEquals(doc.toJson(), back.toJson());
    }

    @Test
    void writingLeavesNoTemporaryFileBehind() throws Exception {
        Path file = dir.resolve("a" + PlanDocument.EXTENSION);
        sample().write(file);
        sample().write(file);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void aFailedWriteKeepsTheOldFileWhole() throws Exception {
        Path file = dir.resolve("keep" + PlanDocument.EXTENSION);
        sample().write(file);
        byte[] before = Files.readAllBytes(file);
        // A target inside a "folder" that is a regular file cannot be written.
        Path impossible = file.resolve("child" + PlanDocument.EXTENSION);
        assertThrows(IOException.class, () -> sample().write(impossible));
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    private InputException open(String content) throws Exception {
        Path file = dir.resolve("bad" + PlanDocument.EXTENSION);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(file);
        InputException e = assertThrows(InputException.class, () -> PlanDocument.read(file));
        assertArrayEquals(before, Files.readAllBytes(file), "a bad file is never rewritten");
        return e;
    }

    @Test
    void corruptFileNamesTheProblem() throws Exception {
        InputException e = open("{\"format\":\"gpu-rental-plan\",\"version\":1,,}");
        String en = e.render(Messages.forLocale(Messages.EN));
        assertTrue(en.contains("Not valid JSON at line 1"), en);
    }

    @Test
    void truncatedFileNamesTheProblem() throws Exception {
        String whole = sample().toJson();
        InputException e = open(whole.substring(0, whole.length() / 2));
        String text = e.render(Messages.forLocale(Messages.ZH));
        assertTrue(text.contains("不是有效的 JSON"), text);
    }

    @Test
    void emptyFileNamesTheProblem() throws Exception {
        InputException e = open("");
        assertEquals("error.json.emptyFile", e.problems().get(0).problem().key());
    }

    @Test
    void foreignFileNamesTheProblem() throws Exception {
        InputException e = open("{\"format\":\"gpu-rental-catalog\",\"version\":1}");
        assertEquals("error.plan.format", e.problems().get(0).problem().key());
        assertTrue(e.render(Messages.forLocale(Messages.EN)).contains("This is not a GPU rental plan"));
    }

    @Test
    void newerVersionNamesTheProblem() throws Exception {
        InputException e = open("{\"format\":\"gpu-rental-plan\",\"version\":2}");
        assertEquals("error.plan.newerVersion", e.problems().get(0).problem().key());
        assertTrue(e.render(Messages.forLocale(Messages.EN)).contains("saved by a newer version (plan version 2)"));
    }

    @Test
    void checklistOfTheWrongTypeIsReportedWithItsPath() throws Exception {
        InputException e = open("{\"format\":\"gpu-rental-plan\",\"version\":1,"
                + "\"checklist\":{\"hardware\":{\"checked\":\"yes\"}}}");
        assertEquals("checklist.hardware.checked", e.problems().get(0).path());
    }
}
