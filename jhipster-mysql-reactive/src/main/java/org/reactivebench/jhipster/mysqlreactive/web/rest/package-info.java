/**
 * Rest layer.
 */
package org.reactivebench.jhipster.mysqlreactive.web.rest;
