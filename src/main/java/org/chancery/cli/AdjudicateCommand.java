package org.chancery.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.chancery.variant.VariantLoader;

/** {@code adjudicate}: scenario JSON lines on stdin, one result line each on stdout, in order. */
final class AdjudicateCommand {
    private AdjudicateCommand() {}

    static int run(InputStream in, PrintStream out) throws IOException {
        ScenarioRunner runner = new ScenarioRunner(VariantLoader.load("classic"));
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.isBlank()) continue;
            writer.write(runner.runLine(line));
            writer.write('\n');
        }
        writer.flush();
        return 0;
    }
}
