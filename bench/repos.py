"""A short Python script a user might write: urllib + json, following Link.
Usage: repos.py API_URL LOGIN"""
import json
import re
import sys
import urllib.request

url = f"{sys.argv[1]}/users/{sys.argv[2]}/repos?per_page=100"
lines = []
while url:
    with urllib.request.urlopen(url) as response:
        for repo in json.load(response):
            lines.append(f"{repo['name']}\t{repo['html_url']}")
        found = re.search(r'<([^>]+)>;\s*rel="next"', response.headers.get("Link") or "")
    url = found.group(1) if found else None
sys.stdout.write("".join(line + "\n" for line in lines))
