"""The scikit-learn reference for the VoC trained-category classifier (bench/src/voc-model-compare.ts).

Usage: /usr/bin/python3 sklearn_reference.py SPLIT.json
SPLIT.json holds {"train": [{"text", "category"}], "test": [{"text", "category"}]}.
Prints one JSON line: {macroF1, accuracy, trainSeconds, predictPerSecond, predictOnePerSecond, sklearn}:
predictPerSecond for the whole test part in one call, predictOnePerSecond one text per call.
"""

import json
import sys
import time

import sklearn
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import accuracy_score, f1_score
from sklearn.pipeline import make_pipeline, make_union
from sklearn.svm import LinearSVC


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as handle:
        split = json.load(handle)
    train_texts = [row["text"] for row in split["train"]]
    train_labels = [row["category"] for row in split["train"]]
    test_texts = [row["text"] for row in split["test"]]
    test_labels = [row["category"] for row in split["test"]]

    model = make_pipeline(
        make_union(
            TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
            TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True),
        ),
        LinearSVC(),
    )
    started = time.perf_counter()
    model.fit(train_texts, train_labels)
    train_seconds = time.perf_counter() - started

    started = time.perf_counter()
    predicted = model.predict(test_texts)
    predict_seconds = time.perf_counter() - started

    # One text per call, as the server classifies an incoming item.
    started = time.perf_counter()
    for text in test_texts:
        model.predict([text])
    predict_one_seconds = time.perf_counter() - started

    print(
        json.dumps(
            {
                "macroF1": f1_score(test_labels, predicted, average="macro"),
                "accuracy": accuracy_score(test_labels, predicted),
                "trainSeconds": train_seconds,
                "predictPerSecond": len(test_texts) / predict_seconds,
                "predictOnePerSecond": len(test_texts) / predict_one_seconds,
                "sklearn": sklearn.__version__,
            }
        )
    )


if __name__ == "__main__":
    main()
