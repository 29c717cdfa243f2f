module.exports = {
  '{,.blueprint/**/,src/**/}*.{md,json,yml,js,cjs,mjs,ts,cts,mts,java}': ['prettier --write'],
};
