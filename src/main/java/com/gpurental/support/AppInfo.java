package com.gpurental.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/**
 * What the build knows about itself ({@code app.properties}, filled in by Maven): the app's version and those of the
 * bundled libraries, for Help → About and the support log.
 */
public final class AppInfo {

    /** A bundled piece of software: its name, version and the message key of its licence. */
    public record Component(String name, String version, String licence) {
    }

    private static final Properties PROPS = load();

    private AppInfo() {
    }

    public static String version() {
        return PROPS.getProperty("version", "?");
    }

    /** The bundled libraries and the font, each with its licence; the full texts are in META-INF/licenses. */
    public static List<Component> components() {
        return List.of(
                new Component("OpenJDK", PROPS.getProperty("runtime", "") , "about.licence.gplcpe"),
                new Component("OpenJFX (JavaFX)", PROPS.getProperty("javafx", "?"), "about.licence.gplcpe"),
                new Component("ControlsFX", PROPS.getProperty("controlsfx", "?"), "about.licence.bsd3"),
                new Component("AtlantaFX", PROPS.getProperty("atlantafx", "?"), "about.licence.mit"),
                new Component("Jackson", PROPS.getProperty("jackson", "?"), "about.licence.apache2"),
                new Component("Apache PDFBox", PROPS.getProperty("pdfbox", "?"), "about.licence.apache2"),
                new Component("Apache Commons Logging", PROPS.getProperty("commonsLogging", "?"), "about.licence.apache2"),
                new Component("WenQuanYi Micro Hei / 文泉驿微米黑", "0.2.0-beta", "about.licence.apache2"));
    }

    /** The licence texts kept in the jar (and next to it in the installed app), in the order About shows them. */
    public static String notices() {
        StringBuilder b = new StringBuilder();
        for (String name : List.of("NOTICE.txt", "LICENSE-Apache-2.0.txt", "LICENSE-BSD-3-Clause-ControlsFX.txt",
                "LICENSE-MIT-AtlantaFX.txt", "LICENSE-GPL-2.0-with-Classpath-Exception.txt", "LICENSE-wqy-microhei.txt")) {
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
