package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36: the config.json a plan points to ({@code model.config}) is read through the bounded, ordinary-file-only
 * path and quoted nowhere: a token file does not leak, a FIFO does not hang, a device is not read, a GBK file reads.
 */
class PlanConfigFileTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    private Path plan(String config) throws Exception {
        Path plans = Files.createDirectories(dir.resolve("a/b"));
        Path planFile = plans.resolve("plan.json");
        Files.writeString(planFile, "{\"model\":{\"config\":\"" + config + "\"},\"precision\":\"bf16\"}");
        return planFile;
    }

    @Test
    void aPlanPointingAtASecretDoesNotEchoIt() throws Exception {
        Files.createDirectories(dir.resolve("secret"));
        Files.writeString(dir.resolve("secret/api-token"), "sk-live-7f3a9c1e5b8d\n");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(plan("../../secret/api-token")));
        assertFalse(e.render(EN).contains("sk-live"), e.render(EN));
        assertFalse(e.render(ZH).contains("sk-live"), e.render(ZH));
        assertFalse(e.getMessage().contains("sk-live"), e.getMessage());
        assertEquals("model.config", e.problems().get(0).path());
        assertEquals("This is not a config.json: not valid JSON at line 1, column 1: a word that is not a JSON value"
                + " (text needs double quotes).", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aPlanPointingAtAFifoIsRefusedNotWaitedOn() throws Exception {
        Path fifo = dir.resolve("config.json");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "mkfifo (Linux, macOS)");
        Path planFile = plan("../../config.json");
        // the guard turns a hang into a failure; it measures nothing
        InputException e = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> assertThrows(InputException.class, () -> PlanJson.read(planFile)));
        assertEquals("config.json \"../../config.json\" cannot be read: Cannot read " + dir.resolve("a/b/../../config.json")
                + ": it is not an ordinary file (a device, a pipe or a socket). Choose a saved file.",
                EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aPlanPointingAtDevZeroIsRefusedWithoutReadingIt() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/dev/zero")), "/dev/zero (Linux, macOS)");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(plan("/dev/zero")));
        assertEquals("config.json \"/dev/zero\" cannot be read: Cannot read /dev/zero: it is not an ordinary file (a"
                + " device, a pipe or a socket). Choose a saved file.", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aGbkConfigIsReadAndAnAbsurdShapeNamesItsRangeInChinese() throws Exception {
        String config = """
                {"_name_or_path": "通义千问", "model_type": "qwen3", "hidden_size": 4096, "num_hidden_layers": 36,
                 "num_attention_heads": 32, "num_key_value_heads": 0, "head_dim": 128, "intermediate_size": 12288,
                 "vocab_size": 151936, "tie_word_embeddings": false}""";
        Files.createDirectories(dir.resolve("a/b"));
        Files.write(dir.resolve("a/b/config.json"), config.getBytes(Charset.forName("GBK")));
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(plan("config.json")));
        assertEquals("config.json：“num_key_value_heads”为 0，超出有效范围 1 至 10,000。",
                ZH.format(e.problems().get(0).problem()));
        assertTrue(!e.render(ZH).contains("Input length"), e.render(ZH));
    }

    @Test
    void aTyped70BIsNotSilentlyReplacedByAnEightBConfig() throws Exception {
        Files.createDirectories(dir.resolve("a/b"));
        Files.writeString(dir.resolve("a/b/config.json"), """
                {"model_type": "qwen3", "hidden_size": 4096, "num_hidden_layers": 36, "num_attention_heads": 32,
                 "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 12288, "vocab_size": 151936,
                 "tie_word_embeddings": false}""");
        Path planFile = dir.resolve("a/b/plan.json");
        Files.writeString(planFile, "{\"model\":{\"parameters\":\"70B\",\"config\":\"config.json\"}}");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(planFile));
        assertEquals("model.parameters", e.problems().get(0).path());
        assertEquals("The plan says 70B parameters, but the model it describes (config.json) counts 8.2B: they are two"
                + " different models. Remove model.parameters to size the model of config.json, or point model.config at"
                + " the config.json of the 70B model.", EN.format(e.problems().get(0).problem()));
        // the count the app writes beside an imported config (to 0.01 B) agrees
        Files.writeString(planFile, "{\"model\":{\"parameters\":\"8.19B\",\"config\":\"config.json\"}}");
        assertEquals(8.2, PlanJson.read(planFile).model().architecture().parametersB(), 0.01);
    }
}
