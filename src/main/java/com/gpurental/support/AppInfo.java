package com.gpurental.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What the build knows about itself ({@code app.properties}, filled in by Maven): the app's version and those of the
 * bundled libraries, for Help → About and the support log.
 */
public final class AppInfo {

    /**
     * A bundled piece of software: its name, version, the message key of its licence and the Maven artifacts
     * ({@code groupId:artifactId}) it stands for (a test checks every runtime dependency has its entry).
     */
    public record Component(String name, String version, String licence, List<String> artifacts) {
        public Component {
            artifacts = List.copyOf(artifacts);
        }
    }

    /** The licence text in the jar's META-INF/licenses for each licence key About shows. */
    public static final Map<String, String> LICENCE_FILES = Map.of(
            "about.licence.gplcpe", "LICENSE-GPL-2.0-with-Classpath-Exception.txt",
            "about.licence.bsd3", "LICENSE-BSD-3-Clause-ControlsFX.txt",
            "about.licence.bsd2", "LICENSE-BSD-2-Clause-Stax2.txt",
            "about.licence.mit", "LICENSE-MIT-AtlantaFX.txt",
            "about.licence.apache2", "LICENSE-Apache-2.0.txt");

    private static final Properties PROPS = load();

    private AppInfo() {
    }

    public static String version() {
        return PROPS.getProperty("version", "?");
    }

    /** The bundled libraries and the font, each with its licence; the full texts are in META-INF/licenses. */
    public static List<Component> components() {
        String fx = "org.openjfx:";
        return List.of(
                new Component("OpenJDK", PROPS.getProperty("runtime", ""), "about.licence.gplcpe", List.of()),
                new Component("OpenJFX (JavaFX)", PROPS.getProperty("javafx", "?"), "about.licence.gplcpe",
                        List.of(fx + "javafx-base", fx + "javafx-controls", fx + "javafx-fxml", fx + "javafx-graphics")),
                new Component("ControlsFX", PROPS.getProperty("controlsfx", "?"), "about.licence.bsd3",
                        List.of("org.controlsfx:controlsfx")),
                new Component("AtlantaFX", PROPS.getProperty("atlantafx", "?"), "about.licence.mit",
                        List.of("io.github.mkpaz:atlantafx-base")),
                new Component("Jackson", PROPS.getProperty("jackson", "?"), "about.licence.apache2",
                        List.of("com.fasterxml.jackson.core:jackson-core", "com.fasterxml.jackson.core:jackson-databind",
                                "com.fasterxml.jackson.core:jackson-annotations")),
                new Component("Apache PDFBox", PROPS.getProperty("pdfbox", "?"), "about.licence.apache2",
                        List.of("org.apache.pdfbox:pdfbox", "org.apache.pdfbox:fontbox", "org.apache.pdfbox:pdfbox-io")),
                new Component("Apache Commons Logging", PROPS.getProperty("commonsLogging", "?"), "about.licence.apache2",
                        List.of("commons-logging:commons-logging")),
                // XLSX export and the quote form (fastexcel) and their reading back (fastexcel-reader)
                new Component("fastexcel / fastexcel-reader", "0.20.2", "about.licence.apache2",
                        List.of("org.dhatim:fastexcel", "org.dhatim:fastexcel-reader")),
                new Component("opczip", "1.2.0", "about.licence.apache2", List.of("com.github.rzymek:opczip")),
                new Component("Aalto XML", "1.4.0", "about.licence.apache2", List.of("com.fasterxml:aalto-xml")),
                new Component("Stax2 API", "4.3.0", "about.licence.bsd2", List.of("org.codehaus.woodstox:stax2-api")),
                new Component("Apache Commons Compress / IO / Lang / Codec", "1.28.0 / 2.20.0 / 3.18.0 / 1.19.0",
                        "about.licence.apache2", List.of("org.apache.commons:commons-compress", "commons-io:commons-io",
                                "org.apache.commons:commons-lang3", "commons-codec:commons-codec")),
                new Component("WenQuanYi Micro Hei / 文泉驿微米黑", "0.2.0-beta", "about.licence.apache2", List.of()));
    }

    /** The licence texts kept in the jar (and next to it in the installed app), in the order About shows them. */
    public static String notices() {
        StringBuilder b = new StringBuilder();
        for (String name : List.of("NOTICE.txt", "LICENSE-Apache-2.0.txt", "LICENSE-BSD-3-Clause-ControlsFX.txt",
                "LICENSE-MIT-AtlantaFX.txt", "LICENSE-BSD-2-Clause-Stax2.txt", "LICENSE-GPL-2.0-with-Classpath-Exception.txt",
                "LICENSE-wqy-microhei.txt")) {
            try (InputStream in = AppInfo.class.getResourceAsStream("/META-INF/licenses/" + name)) {
                if (in != null) {
                    b.append("==== ").append(name).append(" ====\n\n")
                            .append(new String(in.readAllBytes(), StandardCharsets.UTF_8)).append("\n\n");
                }
            } catch (IOException e) {
                SupportLog.LOG.warning("licence text not readable: " + name);
            }
        }
        return b.toString();
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = AppInfo.class.getResourceAsStream("/app.properties")) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            SupportLog.LOG.warning("app.properties not readable");
        }
        p.setProperty("runtime", System.getProperty("java.runtime.version", ""));
        return p;
    }
}
