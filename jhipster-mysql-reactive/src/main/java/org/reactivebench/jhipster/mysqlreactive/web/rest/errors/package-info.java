/**
 * Rest layer error handling.
 */
package org.reactivebench.jhipster.mysqlreactive.web.rest.errors;
