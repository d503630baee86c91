// Placeholder until the image pipeline lands (issue 3): nothing to generate yet.
