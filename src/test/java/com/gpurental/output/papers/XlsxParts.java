package com.gpurental.output.papers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A written workbook's layout and print setup, read from its XML parts (the XLSX reader reads values and formats only):
 * column widths, row heights, which cells wrap, the page setup and the rows repeated on every printed page.
 */
final class XlsxParts {

    private final Path xlsx;

    XlsxParts(Path xlsx) {
        this.xlsx = xlsx;
    }

    Document part(String name) {
        try (ZipFile zip = new ZipFile(xlsx.toFile())) {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(zip.getInputStream(zip.getEntry(name)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new AssertionError(name, e);
        }
    }

    /** Sheet {@code index} (0-based) as written. */
    Document sheet(int index) {
        return part("xl/worksheets/sheet" + (index + 1) + ".xml");
    }

    static List<Element> all(Document d, String tag) {
        NodeList nodes = d.getElementsByTagName(tag);
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((Element) nodes.item(i));
        }
        return list;
    }

    /** The width of each column, 0-based. */
    List<Double> widths(int sheet) {
        List<Double> widths = new ArrayList<>();
        for (Element col : all(sheet(sheet), "col")) {
            widths.add(Double.parseDouble(col.getAttribute("width")));
        }
        return widths;
    }

    /** Each row's height in points, by 0-based row. */
    Map<Integer, Double> heights(int sheet) {
        Map<Integer, Double> heights = new HashMap<>();
        for (Element row : all(sheet(sheet), "row")) {
            heights.put(Integer.parseInt(row.getAttribute("r")) - 1, Double.parseDouble(row.getAttribute("ht")));
        }
        return heights;
    }

    /** The attributes of the sheet's page setup. */
    Element pageSetup(int sheet) {
        return all(sheet(sheet), "pageSetup").get(0);
    }

    boolean fitToPage(int sheet) {
        return "true".equals(all(sheet(sheet), "pageSetUpPr").get(0).getAttribute("fitToPage"));
    }

    /** The rows printed at the top of every page of each sheet ("'报价'!$1:$1"), by the sheet's 0-based index. */
    Map<Integer, String> printTitles() {
        Map<Integer, String> titles = new HashMap<>();
        for (Element name : all(part("xl/workbook.xml"), "definedName")) {
            if (name.getAttribute("name").equals("_xlnm.Print_Titles")) {
                titles.put(Integer.parseInt(name.getAttribute("localSheetId")), name.getTextContent());
            }
        }
        return titles;
    }

    /** Whether every text cell of the sheet wraps (a style with wrapText), as "A2" → wraps. */
    Map<String, Boolean> textCellsWrap(int sheet) {
        List<Element> xfs = children(all(part("xl/styles.xml"), "cellXfs").get(0), "xf");
        Map<String, Boolean> wraps = new HashMap<>();
        for (Element c : all(sheet(sheet), "c")) {
            if (c.getAttribute("t").equals("s") || c.getAttribute("t").equals("inlineStr")) {
                Element xf = xfs.get(Integer.parseInt(c.getAttribute("s").isEmpty() ? "0" : c.getAttribute("s")));
                NodeList alignment = xf.getElementsByTagName("alignment");
                wraps.put(c.getAttribute("r"), alignment.getLength() > 0
                        && "true".equals(((Element) alignment.item(0)).getAttribute("wrapText")));
            }
        }
        return wraps;
    }

    /** The sheet's merged ranges as written ("A11:B11"). */
    List<String> mergedRanges(int sheet) {
        return all(sheet(sheet), "mergeCell").stream().map(e -> e.getAttribute("ref")).toList();
    }

    /** The style of the right edge of cell {@code ref} ("B11"): "thin", or "" where no line is drawn (or no cell written). */
    String rightBorder(int sheet, String ref) {
        List<Element> xfs = children(all(part("xl/styles.xml"), "cellXfs").get(0), "xf");
        List<Element> borders = children(all(part("xl/styles.xml"), "borders").get(0), "border");
        for (Element c : all(sheet(sheet), "c")) {
            if (c.getAttribute("r").equals(ref)) {
                Element xf = xfs.get(Integer.parseInt(c.getAttribute("s").isEmpty() ? "0" : c.getAttribute("s")));
                String id = xf.getAttribute("borderId");
                List<Element> right = children(borders.get(Integer.parseInt(id.isEmpty() ? "0" : id)), "right");
                return right.isEmpty() ? "" : right.get(0).getAttribute("style");
            }
        }
        return "";
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < parent.getChildNodes().getLength(); i++) {
            if (parent.getChildNodes().item(i) instanceof Element e && e.getTagName().equals(tag)) {
                list.add(e);
            }
        }
        return list;
    }
}
